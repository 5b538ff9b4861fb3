/**
 * Merge-conflict markers left in a file: the lines Git writes around a conflict (`<<<<<<< ours`,
 * `=======`, `>>>>>>> theirs`), and the same lines as Prettier rewrites them in Markdown
 * (`\=======`, `> > > > > > > theirs`), which is how a conflict once reached a decision record
 * unnoticed. A `=======` line counts only inside a conflict: Markdown may underline a heading so.
 */
const OPENING = /^<{7}(?: |$)/;
const CLOSING = /^(?:>{7}|(?:> ){6}>)(?: |$)/;
const DIVIDER = /^\s*\\?={7}\s*$/;

export interface ConflictMarker {
  /** The line's number, from 1. */
  line: number;
  text: string;
}

export function conflictMarkers(text: string): ConflictMarker[] {
  const markers: ConflictMarker[] = [];
  let inConflict = false;
  text.split(/\r?\n/).forEach((content, index) => {
    const marker = { line: index + 1, text: content };
    if (OPENING.test(content)) {
      inConflict = true;
      markers.push(marker);
    } else if (CLOSING.test(content)) {
      inConflict = false;
      markers.push(marker);
    } else if (inConflict && DIVIDER.test(content)) {
      markers.push(marker);
    }
  });
  return markers;
}
