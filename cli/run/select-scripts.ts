// Which scripts a run takes, by --grep (a text in the script's path, any case), --tag (any of
// them) and --exclude-tag (none of them). Pure: the tags come in already read.

export interface Selection {
  /** Case-insensitive text the script's path must contain. */
  readonly grep?: string | undefined;
  /** The script must carry at least one of these (none given: any script). */
  readonly tags: readonly string[];
  /** The script must carry none of these. */
  readonly excludeTags: readonly string[];
}

export interface Candidate {
  /** The script's path as the run names it (and, for a data row, the row's label after it). */
  readonly name: string;
  readonly tags: readonly string[];
}

export function isSelected(candidate: Candidate, selection: Selection): boolean {
  const { grep, tags, excludeTags } = selection;
  if (grep !== undefined && !candidate.name.toLowerCase().includes(grep.toLowerCase())) return false;
  if (tags.length > 0 && !tags.some((t) => candidate.tags.includes(t))) return false;
  return !excludeTags.some((t) => candidate.tags.includes(t));
}

export function selectScripts<C extends Candidate>(candidates: readonly C[], selection: Selection): C[] {
  return candidates.filter((c) => isSelected(c, selection));
}

/** Whether the selection narrows anything at all. */
export function filtersGiven(selection: Selection): boolean {
  return selection.grep !== undefined || selection.tags.length > 0 || selection.excludeTags.length > 0;
}

/** The filters as the user gave them, to say what selected nothing. */
export function describeSelection(selection: Selection): string {
  return [
    ...(selection.grep === undefined ? [] : [`--grep ${selection.grep}`]),
    ...(selection.tags.length === 0 ? [] : [`--tag ${selection.tags.join(',')}`]),
    ...(selection.excludeTags.length === 0 ? [] : [`--exclude-tag ${selection.excludeTags.join(',')}`]),
  ].join(' ');
}
