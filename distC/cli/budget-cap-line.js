/** The summary's sentence about the cap. */
export function capLine(kind, cap, maxCredits) {
    if (!cap)
        return '';
    const what = kind === 'crawl'
        ? `the crawl's limit was lowered from ${cap.asked} to`
        : `the batch was cut from ${cap.asked} URLs to the first`;
    return ` --max-credits ${maxCredits} at ${cap.price} credit${cap.price === 1 ? '' : 's'} a page: ${what} ${cap.pages} pages.`;
}
