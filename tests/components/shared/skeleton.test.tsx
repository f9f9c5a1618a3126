import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from '../../../src/presentation/components/skeleton';
import css from '../../../src/presentation/components/skeleton.module.css';

describe('Skeleton', () => {
  it('is a line of text unless told otherwise, sized by its text', () => {
    const { container } = render(<Skeleton />);
    const bone = container.firstElementChild as HTMLElement;
    expect(bone).toHaveAttribute('data-skeleton');
    expect(bone).toHaveClass(css.skeleton!, css.text!);
    expect(bone.getAttribute('style')).toBeNull();
  });

  it('takes the shape, size and class it is given', () => {
    const { container } = render(
      <Skeleton variant="circular" width={96} height="2rem" className="photo" aria-hidden="true" />,
    );
    const bone = container.firstElementChild as HTMLElement;
    expect(bone).toHaveClass(css.circular!);
    expect(bone).not.toHaveClass(css.text!);
    expect(bone).toHaveClass('photo');
    expect(bone).toHaveStyle({ width: '96px', height: '2rem' });
    expect(bone).toHaveAttribute('aria-hidden', 'true');
  });
});
