// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/translate';
import { renderWithApp } from '../test/render';
import { RecipientPicker, type Recipient } from './recipient-picker';

const PEOPLE: Recipient[] = [
  { id: 'l-1', name: 'Ada Lovelace', email: 'ada@example.com', kind: 'leader' },
  { id: 'm-1', name: 'Alan Turing', email: 'alan@example.com', kind: 'member' },
  // The same person twice: the first, richer kind wins.
  { id: '', name: 'Ada L.', email: 'ADA@example.com', kind: 'email' },
  { id: 'm-2', name: 'Grace Hopper', email: 'grace@example.com', kind: 'member' },
];

/** The picker in a dialog that keeps its chips and text, as the share and delegation dialogs do. */
function Picker({
  initial = [],
  onChange,
  options = PEOPLE,
}: {
  initial?: Recipient[];
  onChange: (r: Recipient[]) => void;
  options?: Recipient[];
}) {
  const [value, setValue] = useState(initial);
  const [text, setText] = useState('');
  return (
    <div role="dialog" onKeyDown={(e) => e.key === 'Escape' && dialogEscape()}>
      <RecipientPicker
        label="Recipients"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        options={options}
        inputValue={text}
        onInputChange={setText}
      />
    </div>
  );
}
const dialogEscape = vi.fn();

function setup(props: { initial?: Recipient[]; options?: Recipient[] } = {}) {
  const onChange = vi.fn();
  renderWithApp(<Picker onChange={onChange} {...props} />);
  const field = screen.getByRole('combobox', { name: 'Recipients' });
  fireEvent.focus(field);
  const press = (key: string) => fireEvent.keyDown(field, { key });
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
  const last = () => onChange.mock.calls.at(-1)?.[0] as Recipient[] | undefined;
  return { field, press, type, active, last };
}

describe('RecipientPicker', () => {
  it('shows nothing on focus; Down lists everyone once, and Enter adds the highlighted person as a chip', () => {
    const { field, press, active, last } = setup();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    press('ArrowDown');
    const list = screen.getByRole('listbox', { name: 'Recipients' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(active()).toContain('Ada Lovelace');
    expect(active()).toContain(translate('workspace.recipients.leadershipTeam'));
    press('ArrowDown');
    press('Enter');
    expect(last()?.map((r) => r.email)).toEqual(['alan@example.com']);
    expect(field).toHaveProperty('value', '');
    expect(screen.getByText('Alan Turing <alan@example.com>')).toBeTruthy();
  });

  it('filters by what is typed and never offers someone already chosen', () => {
    const { type, active } = setup({ initial: [PEOPLE[0]!] });
    type('a');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names.some((n) => n?.includes('Ada'))).toBe(false);
    expect(names).toHaveLength(2);
    // Typing highlights nothing: Enter is for the typed address.
    expect(active()).toBeNull();
  });

  it('adds a typed e-mail address on Enter, once, and Backspace in the empty field removes the last chip', () => {
    const { type, press, last, field } = setup();
    type('new.person@example.com');
    expect(screen.getByRole('option').textContent).toBe(translate('workspace.recipients.addEmail', { email: 'new.person@example.com' }));
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false); // handled: never the form's submit
    expect(last()).toEqual([{ id: '', name: '', email: 'new.person@example.com', kind: 'email' }]);
    // Already a chip, in whatever case: not offered again.
    type('NEW.person@example.com');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText(translate('workspace.recipients.noOptions'))).toBeTruthy();
    type('');
    press('Backspace');
    expect(last()).toEqual([]);
  });

  it('Down stops at the last option and Up past the first returns to the text; Home and End are the caret’s', () => {
    const { press, active } = setup();
    press('ArrowDown');
    press('End');
    expect(active()).toContain('Ada Lovelace');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(active()).toContain('Grace Hopper');
    press('ArrowUp');
    press('ArrowUp');
    press('ArrowUp');
    expect(active()).toBeNull();
  });

  it('Escape closes the suggestions and not the dialog; typing shows them again, the next Escape is the dialog’s', () => {
    const { press, type } = setup();
    dialogEscape.mockClear();
    type('gr');
    press('ArrowDown');
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(dialogEscape).not.toHaveBeenCalled();
    type('gra');
    expect(screen.getByRole('option').textContent).toContain('Grace Hopper');
    press('Escape');
    press('Escape');
    expect(dialogEscape).toHaveBeenCalledOnce();
  });

  it('says when nobody matches', () => {
    const { type } = setup({ options: [] });
    type('zz');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText(translate('workspace.recipients.noOptions'))).toBeTruthy();
  });
});
