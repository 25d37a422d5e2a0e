/** The most characters of a bar's label on one line: about 170 px of the odds panel's 430 at 1366×768, of which Chart.js gives the labels half. */
export const LABEL_LINE = 30

/**
 * A bar's label as the lines the chart draws. Chart.js gives the labels beside the bars at most half the chart's width
 * and cuts a longer one off at the canvas's left edge: a German Thalia decision read "verraskelseskast
 * (Überraschungswurf)". A long label is broken at its spaces into lines of at most `max` characters (a single longer
 * word keeps a line of its own); a short one stays one line.
 */
export function labelLines(label: string, max = LABEL_LINE): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of label.split(' ').filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > max) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  if (line !== '' || lines.length === 0) lines.push(line)
  return lines
}
