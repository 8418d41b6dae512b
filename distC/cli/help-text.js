import { globalFlags } from './global-flags.js';
/**
 * Renders `crawlstream <command> [action] --help`: usage, the command's flags, the global flags and notes;
 * for one of the command's actions, its own line and usage.
 */
export function commandHelp(command, action) {
    const line = action === undefined ? undefined : command.actions?.[action];
    const lines = line === undefined
        ? [`crawlstream ${command.name}: ${command.summary}`, '', 'Usage:']
        : [`crawlstream ${command.name} ${action}: ${line}`, '', 'Usage:'];
    const usages = line === undefined
        ? command.usage
        : command.usage.filter((u) => new RegExp(`^crawlstream ${command.name} (\\S+\\|)*${action}(\\||\\s|$)`).test(u));
    for (const usage of usages)
        lines.push(`  ${usage}`);
    const own = Object.entries(command.flags);
    if (own.length > 0)
        lines.push('', 'Options:', ...formatFlags(own));
    lines.push('', 'Global options:', ...formatFlags(Object.entries(globalFlags)));
    if (command.notes && command.notes.length > 0)
        lines.push('', ...command.notes);
    return `${lines.join('\n')}\n`;
}
/** Renders `crawlstream --help`: the command list. */
export function programHelp(commands) {
    const width = Math.max(...commands.map((command) => command.name.length));
    const lines = [
        'crawlstream: stream the Firecrawl v2 API into files, datasets and database tables.',
        '',
        'Usage:',
        '  crawlstream <command> [options]',
        '  crawlstream <command> --help',
        '',
        'Commands:',
        ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
        '',
        'Global options:',
        ...formatFlags(Object.entries(globalFlags)),
        '',
        'Exit codes: 0 done, 1 failed (output and checkpoint kept), 2 bad usage or input (nothing started),',
        '  3 a budget (--max-credits, --deadline) stopped the job (the output is complete),',
        '  4 no page succeeded, or more failed than --max-failed allows (output and failed pages kept),',
        '  130 interrupted.',
    ];
    return `${lines.join('\n')}\n`;
}
function formatFlags(entries) {
    const labels = entries.map(([name, spec]) => {
        const short = spec.short ? `-${spec.short}, ` : '    ';
        const placeholder = spec.value ?? 'VALUE';
        const value = spec.type !== 'string' ? '' : spec.bareValue !== undefined ? ` [${placeholder}]` : ` ${placeholder}`;
        return `${short}--${name}${value}`;
    });
    const width = Math.max(...labels.map((label) => label.length));
    return entries.map(([, spec], i) => {
        const repeat = spec.multiple ? ' (repeatable)' : '';
        return `  ${labels[i].padEnd(width)}  ${spec.description}${repeat}`;
    });
}
