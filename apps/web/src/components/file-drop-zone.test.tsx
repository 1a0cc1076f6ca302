import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from '@/components/file-drop-zone';

const texts = { title: 'Drop the file', hint: '.xlsx', fileLabel: 'File', removeFile: 'Remove the file' };

describe('FileDropZone', () => {
  it('opens the file chooser on Enter as well as on Space', () => {
    render(
      <FileDropZone accept=".xlsx" texts={texts} file={null} onFile={() => {}} onRemove={() => {}} error={null} />,
    );
    const input = screen.getByLabelText('File') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'a' });
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
