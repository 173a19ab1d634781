/**
 * The picture field's list as a form posts it (decoupled from React, so page actions and tests share it):
 * the kept entries in order under `name` (repeated), new files under `name_new`, and a move or remove
 * asked by a submit button in PHOTO_OP.
 */
export const PHOTO_OP = "_photo_op";

/** 'upload' only sends the chosen files, to see them in the list before saving. */
export type PhotoOp = { list: string; op: "earlier" | "later" | "remove" | "upload"; index: number };

/** The value of a move/remove button: which list, what, which photo. */
export function photoOpValue(list: string, op: PhotoOp["op"], index: number): string {
  return `${op}|${index}|${list}`;
}

/** The move or remove a post asked for, or null (a save). */
export function readPhotoOp(form: FormData): PhotoOp | null {
  const value = form.get(PHOTO_OP);
  if (typeof value !== "string") return null;
  const match = /^(earlier|later|remove|upload)\|(\d{1,2})\|(.+)$/.exec(value);
  if (!match) return null;
  return { op: match[1] as PhotoOp["op"], index: Number(match[2]), list: match[3]! };
}

/** A list with the op applied: a move swaps with the neighbour (none past either end), remove drops it. */
export function applyPhotoOp(photos: readonly string[], op: PhotoOp): string[] {
  const list = [...photos];
  const { index } = op;
  if (op.op === "upload" || index < 0 || index >= list.length) return list;
  if (op.op === "remove") list.splice(index, 1);
  else {
    const other = op.op === "earlier" ? index - 1 : index + 1;
    if (other < 0 || other >= list.length) return list;
    [list[index], list[other]] = [list[other]!, list[index]!];
  }
  return list;
}

/** The entries kept under `name`, in order (empty and repeated ones dropped). */
export function keptPhotos(form: FormData, name: string): string[] {
  const values = form
    .getAll(name)
    .flatMap((value) => (typeof value === "string" && value.trim() ? [value.trim()] : []));
  return [...new Set(values)];
}

/** The files chosen in the list's file input (a browser sends an empty one when none was chosen). */
export function newPhotoFiles(form: FormData, name: string): File[] {
  return form.getAll(`${name}_new`).filter((value): value is File => typeof value !== "string" && value.size > 0);
}
