import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { FileField } from './file-field';

function Harness({ label }: { label: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FileField label={label} file={file} onChange={setFile} accept="image/png" hint="PNG" />
      <button type="button" onClick={() => setFile(null)}>
        clear
      </button>
    </>
  );
}

afterEach(() => i18next.changeLanguage('en'));

describe('FileField', () => {
  it('speaks the interface language (Arabic here), not the browser’s “Choose File / No file chosen”', async () => {
    await i18next.changeLanguage('ar');
    render(<Harness label="صورة الوصل" />);
    const input = screen.getByLabelText('صورة الوصل');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('لم يتم اختيار ملف PNG');
    expect(screen.getByText('اختيار ملف')).toBeInTheDocument();
    expect(screen.queryByText(/Choose File|No file chosen/i)).toBeNull();
  });

  it('names the chosen file, offers another, and clears the input when the file is dropped', async () => {
    const user = userEvent.setup();
    render(<Harness label="Receipt" />);
    const input = screen.getByLabelText<HTMLInputElement>('Receipt');
    await user.upload(input, new File([new Uint8Array([1])], 'receipt.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription('receipt.png PNG');
    expect(screen.getByText('Choose another file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(input.value).toBe('');
    expect(input).toHaveAccessibleDescription('No file chosen PNG');
  });

  it('is reached by keyboard, as the native input it is', async () => {
    const user = userEvent.setup();
    render(<Harness label="Receipt" />);
    await user.tab();
    expect(screen.getByLabelText('Receipt')).toHaveFocus();
  });
});
