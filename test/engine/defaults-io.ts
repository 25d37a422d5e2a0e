import {
  checkAnswer,
  defaultAnswer,
  rollFor,
  type Answer,
  type ChooseManyAsk,
  type ChooseOneAsk,
  type DiceAsk,
  type FightIO
} from '../../src-engine/core/index.ts'
import { chooseManyRequest, chooseOneRequest, diceRequest } from '../../src-engine/core/asks.ts'
import type { DiceRoller } from '../../src-engine/dice/index.ts'

/**
 * Plays a fight in one pass as a replay would see it: every request made in full, its dice from the generator
 * (`rollFor`, as playScript does), every decision its default, each answer checked against its request.
 */
export class DefaultsIO implements FightIO {
  readonly recording = true
  readonly answers: Answer[] = []
  constructor(private readonly roller: DiceRoller) {}
  roll(ask: DiceAsk): readonly number[] {
    const request = diceRequest(ask)
    const answer = checkAnswer(request, rollFor(request, this.roller), this.answers.length) as Extract<Answer, { type: 'dice' }>
    this.answers.push(answer)
    return answer.faces
  }
  chooseOne(ask: ChooseOneAsk): string {
    const request = chooseOneRequest(ask)
    const answer = checkAnswer(request, defaultAnswer(request), this.answers.length) as Extract<Answer, { type: 'chooseOne' }>
    this.answers.push(answer)
    return answer.option
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const request = chooseManyRequest(ask)
    const answer = checkAnswer(request, defaultAnswer(request), this.answers.length) as Extract<Answer, { type: 'chooseMany' }>
    this.answers.push(answer)
    return answer.options
  }
  confirm(): void {
    this.answers.push({ type: 'confirm' })
  }
  emit(): void {}
}
