// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyMove, pageStep, useCombobox, type ComboboxMode } from './use-combobox';

const FRUIT = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elder', 'Fig', 'Grape', 'Hazel'];

/** The least a combobox needs: a field and its list, the hook doing the rest. */
function Fruit({
  mode,
  items = FRUIT,
  selected = null,
  onPick,
}: {
  mode: ComboboxMode;
  items?: string[];
  selected?: string | null;
  onPick: (f: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({ open, setOpen, items, keyOf: (f) => f, onPick, mode, selectedKey: selected });
  return (
    <div
      onKeyDown={
        // Stands for the dialog around the field: it must not hear an Escape the list used.
        (e) => e.key === 'Escape' && dialogEscape()
      }
    >
      <label htmlFor={combobox.id}>Fruit</label>
      <input id={combobox.id} {...combobox.inputProps} onKeyDown={combobox.onKeyDown} onFocus={() => setOpen(true)} />
      {combobox.expanded && (
        <ul {...combobox.listboxProps} aria-label="Fruit">
          {items.map((f, i) => (
            <li key={f} {...combobox.optionProps(i)}>
              {f}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
const dialogEscape = vi.fn();
afterEach(cleanup);

const setup = (mode: ComboboxMode, props: { items?: string[]; selected?: string | null } = {}) => {
  const onPick = vi.fn();
  render(<Fruit mode={mode} onPick={onPick} {...props} />);
  const field = screen.getByRole('combobox', { name: 'Fruit' });
  const press = (key: string) => fireEvent.keyDown(field, { key });
  const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
  return { field, press, active, onPick };
};

describe('useCombobox', () => {
  it("'select': an arrow opens the list on the chosen option; arrows wrap, pages stop at the ends, Home/End", () => {
    const { field, press, active, onPick } = setup('select', { selected: 'Cherry' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    press('ArrowDown');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    expect(active()).toBe('Cherry');
    expect(screen.getByRole('option', { name: 'Cherry' }).getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    expect(active()).toBe('Damson');
    press('End');
    expect(active()).toBe('Hazel');
    press('ArrowDown');
    expect(active()).toBe('Apple');
    press('ArrowUp');
    expect(active()).toBe('Hazel');
    press('Home');
    press('PageDown');
    expect(active()).toBe('Fig');
    press('PageDown');
    expect(active()).toBe('Hazel');
    press('PageDown');
    expect(active()).toBe('Apple');
    press('PageUp');
    expect(active()).toBe('Hazel');
    press('Enter');
    expect(onPick).toHaveBeenCalledWith('Hazel');
  });

  it('Escape closes the list and nothing else; a second Escape is the dialog’s', () => {
    const { field, press, onPick } = setup('select');
    dialogEscape.mockClear();
    press('ArrowDown');
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    expect(dialogEscape).not.toHaveBeenCalled();
    press('Escape');
    expect(dialogEscape).toHaveBeenCalledOnce();
    press('Enter');
    expect(onPick).not.toHaveBeenCalled();
  });

  it("'free': nothing is highlighted until Down; Down stops at the end, Up past the first goes back to the text", () => {
    const { field, press, active, onPick } = setup('free', { items: ['Apple', 'Banana'] });
    fireEvent.focus(field);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBeNull();
    press('Enter');
    expect(onPick).not.toHaveBeenCalled();
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(active()).toBe('Banana');
    expect(screen.getByRole('option', { name: 'Banana' }).getAttribute('aria-selected')).toBe('true');
    // Home and End stay the text field's (the caret).
    expect(fireEvent.keyDown(field, { key: 'Home' })).toBe(true);
    expect(active()).toBe('Banana');
    press('ArrowUp');
    press('ArrowUp');
    expect(active()).toBeNull();
    press('ArrowDown');
    press('Enter');
    expect(onPick).toHaveBeenCalledWith('Apple');
  });

  it('with no options: the keys move nothing and Enter picks nothing', () => {
    const { press, active, onPick } = setup('select', { items: [] });
    press('ArrowDown');
    press('ArrowDown');
    press('End');
    press('Enter');
    expect(active()).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('a click picks the option; the pointer highlights in select mode', () => {
    const { active, press, onPick } = setup('select');
    press('ArrowDown');
    fireEvent.mouseMove(screen.getByRole('option', { name: 'Elder' }));
    expect(active()).toBe('Elder');
    fireEvent.click(screen.getByRole('option', { name: 'Fig' }));
    expect(onPick).toHaveBeenCalledWith('Fig');
  });

  it('pages five places, stopping at an end before wrapping', () => {
    expect(pageStep(0, 7, 5)).toBe(5);
    expect(pageStep(5, 7, 5)).toBe(7);
    expect(pageStep(7, 7, 5)).toBe(0);
    expect(pageStep(3, 7, -5)).toBe(0);
    expect(pageStep(0, 7, -5)).toBe(7);
  });

  it('says what each key does to a list of eight, by mode, before the DOM is involved', () => {
    const at = (active: number, expanded = true) => ({ active, last: 7, expanded });
    expect(keyMove('select', 'ArrowDown', at(0, false))).toEqual({ open: true });
    expect(keyMove('select', 'Home', at(3, false))).toBeNull();
    expect(keyMove('select', 'ArrowUp', at(0))).toEqual({ to: 7 });
    expect(keyMove('select', 'ArrowDown', at(7))).toEqual({ to: 0 });
    expect(keyMove('select', 'PageUp', at(2))).toEqual({ to: 0 });
    expect(keyMove('select', 'End', at(2))).toEqual({ to: 7 });
    expect(keyMove('select', 'ArrowDown', { active: -1, last: -1, expanded: true })).toEqual({});
    expect(keyMove('select', 'Enter', at(2))).toBeNull();
    expect(keyMove('free', 'ArrowDown', at(-1, false))).toEqual({ open: true, to: 0 });
    expect(keyMove('free', 'ArrowDown', at(7))).toEqual({ open: true, to: 7 });
    expect(keyMove('free', 'ArrowUp', at(0))).toEqual({ to: -1 });
    expect(keyMove('free', 'PageDown', at(0))).toBeNull();
    expect(keyMove('free', 'End', at(0))).toBeNull();
  });
});
