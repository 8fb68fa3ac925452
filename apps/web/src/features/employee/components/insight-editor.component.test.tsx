// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterAll, describe, expect, it } from 'vitest';
import es from '../../../i18n/locales/es/app.json';
import { showLanguage } from '../../../i18n/language';
import { renderWithApp } from '../../../test/render';
import { identifyingLanguages } from '../identifying-rules';
import { InsightEditor, type BodyValues } from './insight-editor';

function Editor() {
  const { control } = useForm<BodyValues>({ defaultValues: { body: '' } });
  return <InsightEditor control={control} label="Your insight" audience="Read by your leaders" />;
}

const warning = () => screen.getByRole('status').textContent;

describe('the insight editor in a language other than English', () => {
  afterAll(() => showLanguage('en'));

  it("warns with English's rules from the start, and with the page's language's once they are loaded", async () => {
    await showLanguage('es');
    renderWithApp(<Editor />);
    // Mounting sent for Spanish's rules; until they are compiled the editor checks in English's.
    expect(identifyingLanguages()).toEqual(['en']);
    const field = screen.getByRole('textbox', { name: 'Your insight' });
    fireEvent.change(field, { target: { value: 'After 23 years here I have never seen morale this low.' } });
    await waitFor(() => expect(warning()).toContain(es.my.editor.identifyingKinds.tenure));
    fireEvent.change(field, { target: { value: 'Llevo 12 años en la empresa y nunca vi la moral tan baja.' } });
    // Downloaded, then compiled over a few idle moments: seconds on a busy test machine.
    await waitFor(() => expect(warning()).toContain(es.my.editor.identifyingKinds.tenure), { timeout: 10_000 });
    expect(identifyingLanguages()).toEqual(['en', 'es']);
  });
});
