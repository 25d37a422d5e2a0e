import { describe, expect, it } from 'vitest'
import { LABEL_LINE, labelLines } from '../../src-renderer/src/components/odds/label-lines.ts'

describe('the labels beside the odds chart’s bars', () => {
  it('a long option is broken into lines the chart’s label column holds (a German Thalia opening lost its first letters at the canvas’s edge)', () => {
    expect(labelLines('Overraskelseskast (Überraschungswurf)')).toEqual(['Overraskelseskast', '(Überraschungswurf)'])
    expect(labelLines('Halten sich heraus: Brann, Cira, Dorn, Albrav und Eberhard')).toEqual([
      'Halten sich heraus: Brann,',
      'Cira, Dorn, Albrav und',
      'Eberhard'
    ])
    for (const label of ['die Gruppe flieht, wenn sie verliert (weniger ihrer LE übrig als die Gegner)', 'Overfall durch die Spielerseite mit allen SKs']) {
      const lines = labelLines(label)
      expect(lines.every((l) => l.length <= LABEL_LINE)).toBe(true)
      expect(lines.join(' ')).toBe(label)
    }
  })

  it('a short label, a name or a word longer than a line stays one line', () => {
    expect(labelLines('Thorwal')).toEqual(['Thorwal'])
    expect(labelLines('keinen Heldenpunkt einsetzen')).toEqual(['keinen Heldenpunkt einsetzen'])
    expect(labelLines('Donaudampfschifffahrtsgesellschaftskapitän')).toEqual(['Donaudampfschifffahrtsgesellschaftskapitän'])
    expect(labelLines('')).toEqual([''])
  })
})
