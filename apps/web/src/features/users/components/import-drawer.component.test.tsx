// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n/translate';
import { importedUser } from '../../../test/imported-user';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { ImportDrawer } from './import-drawer';

const user = importedUser;

const button = (key: Parameters<typeof translate>[0]) => screen.getByRole('button', { name: translate(key) });
const chooseFile = (name = 'people.csv') => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['First Name,Last Name,Business Email\r\n'], name, { type: 'text/csv' })] } });
};

describe('ImportDrawer', () => {
  it('names what is missing on Start Import and sends nothing', () => {
    const fetch = fakeFetch(() => expect.unreachable());
    renderWithApp(<ImportDrawer kind="myvoyce" open onClose={vi.fn()} />);
    fireEvent.click(button('users.import.start'));
    expect(screen.getByText(USERS_MSG.importModeRequired)).toBeTruthy();
    expect(screen.getByText(USERS_MSG.fileRequired)).toBeTruthy();
    chooseFile('people.xlsx');
    expect(screen.getByText(USERS_MSG.csvOnly)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('parses the file into the preview, and Back returns to the form with the mode kept', async () => {
    const fetch = fakeFetch((path) => {
      expect(path).toBe('/user-management/processUsersDatacsv');
      return {
        data: {
          finalProcessedRecords: [user(2), user(3)],
          invalidEmailsCount: 0,
          invalidEmails: [],
          refusedRecords: [],
          columns: ['firstName', 'lastName', 'businessEmail'],
        },
      };
    });
    renderWithApp(<ImportDrawer kind="myvoyce" open onClose={vi.fn()} />);
    fireEvent.click(screen.getByLabelText(translate('users.import.modes.add')));
    chooseFile();
    fireEvent.click(button('users.import.start'));
    await waitFor(() => expect(button('users.import.submit')).toBeTruthy());
    expect(fetch).toHaveBeenCalledOnce();
    expect(screen.getByText('user3@example.com')).toBeTruthy();
    fireEvent.click(button('users.import.back'));
    expect(button('users.import.start')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(translate('users.import.modes.add')).checked).toBe(true);
    // The file was cleared: it is chosen again.
    fireEvent.click(button('users.import.start'));
    expect(screen.getByText(USERS_MSG.fileRequired)).toBeTruthy();
  });
});
