/** `1 document`, `2 documents`: a count with its noun in the right number. */
export function plural(count, singular, pluralForm = `${singular}s`) {
    return `${count} ${count === 1 ? singular : pluralForm}`;
}
