/** A file to hand to the consumer: its name, media type and text. */
export interface FileToSave {
  name: string;
  type: string;
  content: string;
}

export type SaveFile = (file: FileToSave) => void;

/**
 * Some browsers read an object URL only after the link's click has returned: it is released well
 * after (the delay FileSaver.js settled on), which costs the memory of one small file meanwhile.
 */
const RELEASE_URL_AFTER_MS = 40_000;

/** Downloads the file the way a page does: a Blob behind an object URL, followed by a hidden `<a download>`. */
export function downloadThroughLink(document: Document): SaveFile {
  return ({ name, type, content }) => {
    const url = URL.createObjectURL(new Blob([content], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    // Firefox follows only a link that is in the document.
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), RELEASE_URL_AFTER_MS);
  };
}
