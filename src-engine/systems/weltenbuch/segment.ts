/**
 * One Kampfabschnitt: every character's initiative slot in turn (KA-ROUND-2, KA-INI-4). Outside melee a character
 * acts alone with five actions (KA-GAP-11); at the slot of someone in melee the whole melee is resolved, one party
 * per side with five actions each, and it uses up the slots of everyone in it (KA-MELEE-1, KA-MELEE-2, KA-GAP-12).
 */
import { chooseAction, defaultAction, isPass, isThreat, perform, type ActionMode } from './actions.ts'
import { asks, chooseOne } from './questions.ts'
import { inReach } from './capabilities.ts'
import { SIDES, type SideId } from './setup.ts'
import { isAble, newParty, otherSide, partyOf, setPartyOf, type Aimed, type Engagement, type Fight, type Fighter, type Party } from './state.ts'

export function isDecided(fight: Fight): boolean {
  return fight.ableHeroes === 0 || fight.ableFoes === 0
}

function hasAble(party: Party): boolean {
  for (const f of party.members) if (f.status === 'able') return true
  return false
}

/** Whether the party may act now: actions left, not ended, a member able to, not surprised (KA-AMBUSH-1, KA-GROUP-4). */
function canAct(fight: Fight, side: SideId): boolean {
  const engagement = fight.engagement
  const party = engagement === null ? null : partyOf(engagement, side)
  if (party === null) return false
  if (fight.ambushPending && side !== fight.ambushBy) return false
  if (party.passed || party.actions <= 0) return false
  for (const f of party.members) if (f.status === 'able' && !f.lostInitiative) return true
  return false
}

/**
 * Whose slot comes next (KA-INI-4): in the first Kampfabschnitt of an ambush the ambushers first, their chosen
 * leader before them (KA-INI-5, KA-INI-6, KA-GAP-23); otherwise by initiative.
 */
function nextSlot(fight: Fight): Fighter | null {
  if (fight.segment === 1 && fight.ambushBy !== null) {
    const leader = fight.ambushLeader
    if (leader !== null && !leader.slotDone && isAble(leader)) return leader
    for (const f of fight.order) if (!f.slotDone && f.side === fight.ambushBy && isAble(f)) return f
  }
  for (const f of fight.order) if (!f.slotDone && isAble(f)) return f
  return null
}

/** The characters whose slots are still to come in this Kampfabschnitt, in that order (for the standing). */
export function slotsToCome(fight: Fight): Fighter[] {
  const engagement = fight.engagement
  const inEngagement = (f: Fighter): boolean =>
    engagement !== null && (engagement.parties.heroes?.members.includes(f) === true || engagement.parties.foes?.members.includes(f) === true)
  const waiting = (f: Fighter): boolean => !f.slotDone && isAble(f) && !inEngagement(f)
  const list: Fighter[] = []
  if (fight.segment === 1 && fight.ambushBy !== null) {
    const leader = fight.ambushLeader
    if (leader !== null && waiting(leader)) list.push(leader)
    for (const f of fight.order) if (f.side === fight.ambushBy && waiting(f) && !list.includes(f)) list.push(f)
  }
  for (const f of fight.order) if (waiting(f) && !list.includes(f)) list.push(f)
  return list
}

/** The fight's one group array, emptied (and its members unmarked) for a new melee group. */
function newGroup(fight: Fight): Fighter[] {
  const group = fight.group
  while (group.length > 0) group.pop()!.grouped = false
  return group
}

function addToGroup(group: Fighter[], f: Fighter): void {
  f.grouped = true
  group.push(f)
}

/**
 * Everyone linked to the group's first members by melee reach between an able character and an enemy, and through
 * those enemies to their allies (KA-MELEE-1). Those unable to act are in it (they count for the party size, KA-GAP-14)
 * but link nobody. Members are marked `grouped` until the next group is gathered.
 */
function spreadGroup(fight: Fight, group: Fighter[]): Fighter[] {
  const fighters = fight.fighters
  for (let i = 0; i < group.length; i++) {
    const a = group[i]!
    if (a.status !== 'able') continue
    for (let k = 0; k < fighters.length; k++) {
      const b = fighters[k]!
      if (b.side !== a.side && b.status !== 'fled' && !b.grouped && inReach(fight, a, b)) addToGroup(group, b)
    }
  }
  return group
}

/** A melee needs someone able on both sides. */
function isMelee(group: readonly Fighter[]): boolean {
  let heroes = false
  let foes = false
  for (const f of group) {
    if (f.status !== 'able') continue
    if (f.side === 'heroes') heroes = true
    else foes = true
  }
  return heroes && foes
}

/**
 * Puts the newcomers of `group` into the engagement's parties: a side's first members form its party, with the most
 * actions any of them has left in this Kampfabschnitt (KA-MELEE-1, KA-GROUP-1); later ones join that party and its actions.
 */
function formParties(fight: Fight, engagement: Engagement): void {
  let formed: Party | null = null
  let formedToo: Party | null = null
  let joined = false
  for (const f of fight.order) {
    // The group was just gathered: its members are marked.
    if (!f.grouped) continue
    const party = partyOf(engagement, f.side)
    if (party === null) {
      // The member's own party object serves while it is still fresh and his alone (simulation speed).
      const own = f.ownParty
      const first = !f.slotDone && f.party === own && own.members.length === 1 ? own : newParty(f.side, [f], f.party.actions)
      first.actions = f.party.actions
      f.party = first
      setPartyOf(engagement, f.side, first)
      if (formed === null) formed = first
      else formedToo = first
    } else if (!party.members.includes(f)) {
      if (party === formed || party === formedToo) party.actions = Math.max(party.actions, f.party.actions)
      else joined = true
      party.members.push(f)
      f.party = party
    }
  }
  // Members keep initiative order (KA-GROUP-2); the ambushers' chosen leader begins (KA-INI-5).
  if (joined) for (const side of SIDES) engagement.parties[side]?.members.sort((a, b) => fight.order.indexOf(a) - fight.order.indexOf(b))
  const leader = fight.ambushLeader
  if (leader !== null && fight.ambushPending && (leader.party === formed || leader.party === formedToo))
    leader.party.rotation = leader.party.members.indexOf(leader)
}

/**
 * Which party of a melee attacks: the ambushers (KA-INI-5, KA-INI-6); a party that used a free action in the last
 * Kampfabschnitt defends (KA-ACT-6, KA-GAP-16); otherwise the party of its highest initiative (KA-INI-11, KA-GAP-12).
 */
function meleeAttacker(fight: Fight, engagement: Engagement): SideId {
  if (fight.ambushPending && fight.ambushBy !== null && engagement.parties[fight.ambushBy] !== null) return fight.ambushBy
  if (fight.rules.freeActionDefendsNext) {
    const heroes = defends(engagement.parties.heroes!)
    if (heroes !== defends(engagement.parties.foes!)) return heroes ? 'foes' : 'heroes'
  }
  for (const f of fight.order) if (f.party === partyOf(engagement, f.side)) return f.side
  return fight.attacking
}

function defends(party: Party): boolean {
  for (const f of party.members) if (f.defendsNow) return true
  return false
}

/** The rule by which `side` attacks in this melee, for the log. */
function attackerRule(fight: Fight, engagement: Engagement, side: SideId): string {
  if (fight.ambushPending && fight.ambushBy === side) return side === 'heroes' ? 'KA-INI-5' : 'KA-INI-6'
  if (fight.rules.freeActionDefendsNext && defends(engagement.parties[otherSide(side)]!) && !defends(engagement.parties[side]!)) return 'KA-ACT-6'
  return 'KA-INI-11'
}

function startMelee(fight: Fight, engagement: Engagement): void {
  const side = meleeAttacker(fight, engagement)
  fight.attacking = side
  fight.phase = fight.ambushPending ? 'ambush' : 'melee'
  if (fight.io.recording) {
    const names = (s: SideId) => engagement.parties[s]!.members.filter(isAble).map((f) => f.name)
    asks.emit(fight.io, fight.segment, 'melee', attackerRule(fight, engagement, side), {
      heroes: names('heroes'),
      foes: names('foes'),
      sideKey: `weltenbuch.side.${side}`,
      attackersKey: `weltenbuch.attackers.${side}`
    })
  }
}

/** After a move: whoever is now in melee reach of the engagement joins it; a lone character's turn becomes a melee (KA-MELEE-1). */
function regroup(fight: Fight, engagement: Engagement): void {
  const group = newGroup(fight)
  const heroes = engagement.parties.heroes
  const foes = engagement.parties.foes
  if (heroes !== null) for (const f of heroes.members) if (isAble(f)) addToGroup(group, f)
  if (foes !== null) for (const f of foes.members) if (isAble(f)) addToGroup(group, f)
  const wasMelee = engagement.parties.heroes !== null && engagement.parties.foes !== null
  spreadGroup(fight, group)
  if (!isMelee(group)) return
  formParties(fight, engagement)
  if (!wasMelee && engagement.parties.heroes !== null && engagement.parties.foes !== null) startMelee(fight, engagement)
}

/**
 * Members take turns in initiative order, one action each (KA-GROUP-2, KA-GAP-12), skipping those who
 * have nothing to do (their default would only pass); or the GM picks.
 */
function pickActor(fight: Fight, party: Party, mode: ActionMode): Fighter {
  const members = party.members
  let next: Fighter | null = null
  let idle: Fighter | null = null
  for (let i = 0; i < members.length && next === null; i++) {
    const candidate = members[(party.rotation + i) % members.length]!
    if (candidate.status !== 'able' || candidate.lostInitiative) continue
    if (members.length === 1) {
      next = candidate
      break
    }
    const action = defaultAction(fight, candidate, mode)
    if (isPass(action)) idle ??= candidate
    else {
      next = candidate
      // chooseAction need not work it out again.
      fight.pickedFor = candidate
      fight.pickedAction = action
    }
  }
  let actor = (next ?? idle)!
  if (!fight.rules.membersAlternate) {
    const choices = members.filter((f) => f.status === 'able' && !f.lostInitiative)
    if (choices.length > 1) {
      const id = chooseOne(
        fight,
        `actor:${party.side}`,
        null,
        'actor',
        'KA-GAP-12',
        choices.map((f) => asks.option(f.id, 'actor', { name: f.name })),
        actor.id
      )
      actor = choices.find((f) => f.id === id)!
    }
  }
  party.rotation = (members.indexOf(actor) + 1) % members.length
  return actor
}

/** The ambushing side may choose who begins (KA-INI-5, KA-GAP-23). */
function chooseAmbushLeader(fight: Fight, side: SideId): void {
  const able = fight.order.filter((f) => f.side === side && f.status === 'able')
  if (!fight.rules.ambushersChooseLeader || able.length < 2) return
  const id = chooseOne(
    fight,
    'ambushLeader',
    null,
    'ambushLeader',
    'KA-INI-5',
    able.map((f) => asks.option(f.id, 'actor', { name: f.name })),
    able[0]!.id
  )
  fight.ambushLeader = able.find((f) => f.id === id) ?? null
}

export function runSegment(fight: Fight): void {
  fight.segment++
  const perParty = fight.rules.actionsPerSegment
  // A party that used a free action defends in this Kampfabschnitt (KA-ACT-6): read before the parties are new.
  for (const f of fight.fighters) f.defendsNow = f.party.freeActionUsed
  for (const f of fight.fighters) {
    const own = f.ownParty
    while (own.members.length > 1) own.members.pop()
    own.members[0] = f
    own.actions = perParty
    own.passed = false
    own.freeActionUsed = false
    own.lostToSwitch = false
    own.rotation = 0
    f.party = own
    f.slotDone = false
    f.lostInitiative = false
  }
  if (fight.io.recording) asks.emit(fight.io, fight.segment, 'segmentStart', 'KA-ROUND-2', { segment: fight.segment, actions: perParty })
  if (fight.segment === 1 && fight.ambushBy !== null) chooseAmbushLeader(fight, fight.ambushBy)
  for (;;) {
    if (isDecided(fight)) break
    const next = nextSlot(fight)
    if (next === null) break
    // The ambushers have had their slots: the surprise is over (KA-AMBUSH-3).
    if (fight.ambushPending && next.side !== fight.ambushBy) fight.ambushPending = false
    runSlot(fight, next)
  }
  fight.ambushPending = false
  fight.phase = null
}

/** One initiative slot: a character alone, or the melee he is in (KA-INI-4, KA-MELEE-1, KA-GAP-11, KA-GAP-12). */
function runSlot(fight: Fight, starter: Fighter): void {
  const engagement = openSlot(fight, starter)
  let acting: SideId = fight.attacking
  // Whether `acting` is known to be able to act (worked out at the end of the last round of the loop, nothing changed since).
  let ready = false
  while (!fight.engagementEnded && !isDecided(fight) && contested(engagement)) {
    if (!ready && !canAct(fight, acting)) {
      // When one party is done, the other may still use its actions (KA-ACT-4); an attack then takes the initiative.
      const other = otherSide(acting)
      if (!canAct(fight, other)) break
      acting = other
      continue
    }
    ready = false
    const party = partyOf(engagement, acting)!
    const actor = pickActor(fight, party, 'turn')
    fight.actor = actor
    const choice = chooseAction(fight, actor, 'turn')
    if (choice === 'end') {
      party.passed = true
      if (fight.io.recording) notePass(fight, actor, party)
      continue
    }
    const aimed = takeAction(fight, actor, choice)
    if (fight.positionsChanged) {
      fight.positionsChanged = false
      regroup(fight, engagement)
    }
    if (!isThreat(fight, aimed) && !fight.engagementEnded && !isDecided(fight)) offerReaction(fight, otherSide(acting))
    if (canAct(fight, fight.attacking)) {
      acting = fight.attacking
      ready = true
    }
  }
  closeSlot(fight, engagement, starter)
}

/** The slot's engagement: the starter alone, or the melee he is in with its parties and who attacks. */
function openSlot(fight: Fight, starter: Fighter): Engagement {
  // One engagement object per fight, emptied for each slot (simulation speed).
  const engagement = fight.slot
  engagement.parties.heroes = null
  engagement.parties.foes = null
  fight.engagement = engagement
  fight.engagementEnded = false
  const group = newGroup(fight)
  addToGroup(group, starter)
  spreadGroup(fight, group)
  if (!isMelee(group)) {
    setPartyOf(engagement, starter.side, starter.party)
    fight.attacking = starter.side
    fight.phase = fight.ambushPending ? 'ambush' : 'distance'
    if (fight.io.recording) asks.emit(fight.io, fight.segment, 'turn', 'KA-GAP-11', { name: starter.name, actions: starter.party.actions })
  } else {
    formParties(fight, engagement)
    startMelee(fight, engagement)
  }
  return engagement
}

/** Unused actions lapse (KA-ACT-13); everyone in it has had his slot (KA-GAP-12, KA-GAP-17). */
function closeSlot(fight: Fight, engagement: Engagement, starter: Fighter): void {
  for (const side of SIDES) {
    const party = partyOf(engagement, side)
    if (party === null) continue
    if (fight.io.recording && party.actions > 0 && hasAble(party)) {
      asks.emit(fight.io, fight.segment, 'actionsLapse', 'KA-ACT-13', {
        sideKey: `weltenbuch.side.${side}`,
        names: party.members.filter(isAble).map((f) => f.name),
        actions: party.actions
      })
    }
    party.actions = 0
    for (const f of party.members) f.slotDone = true
  }
  starter.slotDone = true
  fight.engagement = null
  fight.actor = null
  fight.phase = null
}

function notePass(fight: Fight, actor: Fighter, party: Party): void {
  asks.emit(fight.io, fight.segment, 'pass', 'KA-ACT-13', {
    name: actor.name,
    actions: party.actions,
    endsKey: party.members.length === 1 ? 'weltenbuch.ends.own' : 'weltenbuch.ends.party'
  })
}

/** A melee goes on while both its parties have someone able; a lone character's turn while he can act. */
function contested(engagement: Engagement): boolean {
  const heroes = engagement.parties.heroes
  const foes = engagement.parties.foes
  if (heroes === null || foes === null) return true
  return hasAble(heroes) && hasAble(foes)
}

/** Pays for and performs an action; an attack by the party without the initiative takes it (KA-ACT-5). Returns what it aimed at. */
function takeAction(fight: Fight, actor: Fighter, choice: string): Aimed | undefined {
  actor.party.actions--
  // The default offered last is usually what is taken: its id is checked, and only another is looked up.
  const aim = fight.aim
  const aimed = aim !== null && aim.id === choice ? aim : fight.aimed.get(choice)
  if (aimed !== undefined && aimed.verb !== 'move' && fight.attacking !== actor.side) {
    const loser = fight.engagement === null ? null : partyOf(fight.engagement, fight.attacking)
    fight.attacking = actor.side
    if (loser !== null) loser.lostToSwitch = true
    if (fight.io.recording) asks.emit(fight.io, fight.segment, 'initiativeTaken', 'KA-ACT-5', { name: actor.name })
  }
  perform(fight, actor, choice, aimed)
  return aimed
}

/** After an action that creates no threat the other party of a melee may act as it likes (KA-ACT-4). */
function offerReaction(fight: Fight, side: SideId): void {
  if (!canAct(fight, side)) return
  const previous = fight.actor
  const actor = pickActor(fight, partyOf(fight.engagement!, side)!, 'reaction')
  fight.actor = actor
  const choice = chooseAction(fight, actor, 'reaction')
  if (choice !== 'wait') {
    takeAction(fight, actor, choice)
    if (fight.positionsChanged) {
      fight.positionsChanged = false
      regroup(fight, fight.engagement!)
    }
  }
  fight.actor = previous
}
