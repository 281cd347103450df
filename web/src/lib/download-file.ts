/** Hands a file to the browser as a download (an export, say). */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Hands text to the browser as a file download (an export's CSV, say). */
export const downloadTextFile = (text: string, fileName: string, type = 'text/csv;charset=utf-8') =>
  downloadBlob(new Blob([text], { type }), fileName);
