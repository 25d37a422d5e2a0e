import { describe, expect, it } from 'vitest'
import { matches, searchable } from '../../src-renderer/src/components/search.ts'

describe('searching the bestiary, battle logs and journal (issue 14, 9)', () => {
  it('ignores case and accents, and needs every word somewhere', () => {
    expect(searchable('  Die GOBLINhöhle  am  Fluss ')).toBe('die goblinhohle am fluss')
    expect(matches('hohle', 'Goblin', 'Höhle am Fluss')).toBe(true)
    expect(matches('fluss goblin', 'Goblin', 'Höhle am Fluss')).toBe(true)
    expect(matches('fluss wolf', 'Goblin', 'Höhle am Fluss')).toBe(false)
    expect(matches('   ', 'anything')).toBe(true)
    expect(matches('Ørn', 'Kampen mot ørnen')).toBe(true)
  })
})
