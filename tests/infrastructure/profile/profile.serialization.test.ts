import { describe, expect, it } from 'vitest';
import type { ProfileUpdate } from '../../../src/domain/profile/profile';
import { profileUpdateBody } from '../../../src/infrastructure/http/profile/profile.serialization';
import { danaProfileForm } from '../../support/users';

const UPDATE: ProfileUpdate = { ...danaProfileForm, photo: null };

function fieldsOf(body: FormData): Record<string, FormDataEntryValue> {
  return Object.fromEntries(body.entries());
}

describe('profileUpdateBody (customer/profile/update)', () => {
  it('sends the business fields as typed', async () => {
    const fields = fieldsOf(await profileUpdateBody(UPDATE));
    expect(fields).toMatchObject({
      business_type: 'Retail',
      business_description: 'Garden furniture.',
    });
  });

  it('sends a cleared Business type and Business description as empty values, so the server clears them', async () => {
    const body = await profileUpdateBody({ ...UPDATE, businessType: '', businessDescription: '' });
    expect(body.has('business_type')).toBe(true);
    expect(body.has('business_description')).toBe(true);
    expect(fieldsOf(body)).toMatchObject({ business_type: '', business_description: '' });
  });
});
