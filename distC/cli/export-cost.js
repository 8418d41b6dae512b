/**
 * The end of an export's summary line: what the job cost, and which budget stopped it with how far the
 * spending went past it (what the service scraped between two status reads and until the cancel arrived).
 */
export function costLine(creditsUsed, stop, budget) {
    const cost = creditsUsed === undefined
        ? ''
        : ` The service reports ${creditsUsed} credit${creditsUsed === 1 ? '' : 's'} used by the job.`;
    if (!stop)
        return cost;
    if (stop.reason === 'deadline') {
        return ` Stopped by --deadline ${budget?.deadlineText ?? ''} (${stop.deadline}): the job was cancelled and everything it scraped is in the output.${cost}`;
    }
    const over = stop.creditsUsed - (stop.maxCredits ?? 0);
    return ` Stopped by --max-credits ${stop.maxCredits}: a status page showed ${stop.creditsAtStop} credits used, the job was cancelled and everything it scraped is in the output.${cost}${over > 0 ? ` That is ${over} over the budget: what the service scraped between two status reads.` : ''}`;
}
