import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LightTabs } from '../../../src/presentation/components/light-tabs';

type Fruit = 'apple' | 'pear' | 'plum';
const FRUITS: Fruit[] = ['apple', 'pear', 'plum'];

function PanelTabs({ onChange }: { onChange?(value: Fruit): void }) {
  const [value, setValue] = useState<Fruit>('pear');
  return (
    <LightTabs
      label="Fruit"
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      tabs={FRUITS.map((fruit) => ({
        value: fruit,
        label: fruit,
        id: `tab-${fruit}`,
        controls: 'fruit-panel',
      }))}
    />
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

describe('LightTabs', () => {
  it('is a named tab list with the selected tab the only one in the Tab order', () => {
    render(<PanelTabs />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs[0]).toHaveAttribute('id', 'tab-apple');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'fruit-panel');
  });

  it('arrows move focus and wrap, Home and End jump, and Enter selects', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PanelTabs onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'pear' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'plum' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'apple' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'plum' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'apple' })).toHaveFocus();
    // Moving does not select.
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('plum');
    expect(screen.getByRole('tab', { name: 'plum' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a click on another tab selects it; on the selected one, nothing is reported', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PanelTabs onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'pear' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'apple' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('apple');
  });

  it('tabs with a path are links that navigate; with none selected the first takes the Tab key', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <LightTabs
          label="Sections"
          value={false}
          tabs={[
            { value: '/a', label: 'A', to: '/a' },
            { value: '/b', label: 'B', to: '/b?x=1' },
          ]}
        />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('tab');
    expect(links.map((link) => link.tagName)).toEqual(['A', 'A']);
    expect(links[1]).toHaveAttribute('href', '/b?x=1');
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1]);
    await user.click(links[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('/b');
  });
});
