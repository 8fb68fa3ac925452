// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { PlainTextField } from './plain-text-field';

function Field(props: { rows?: number; id?: string; disabled?: boolean; helperText?: string; log?: string[] }) {
  const [value, setValue] = useState('');
  return (
    <PlainTextField
      label="Note"
      value={value}
      onChange={(v) => {
        props.log?.push(v);
        setValue(v);
      }}
      {...props}
    />
  );
}

describe('PlainTextField', () => {
  it('is a labelled one-line input that reports each change as text', () => {
    const log: string[] = [];
    renderWithApp(<Field log={log} helperText="Shown to the recipients" />);
    const input = screen.getByRole('textbox', { name: 'Note' });
    expect(input.tagName).toBe('INPUT');
    fireEvent.change(input, { target: { value: 'Hello' } });
    expect(log).toEqual(['Hello']);
    expect((input as HTMLInputElement).value).toBe('Hello');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Shown to the recipients');
  });

  it('with rows: a text area that tall, with the id it is given, and can be disabled', () => {
    renderWithApp(<Field rows={4} id="note-field" disabled />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
    expect(area.id).toBe('note-field');
    expect(area).toHaveProperty('disabled', true);
    expect(area.getAttribute('aria-describedby')).toBeNull();
  });
});
