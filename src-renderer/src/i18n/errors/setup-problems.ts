/**
 * What the rules found wrong when a fight would not start (`problem` of a fightCannotStart… refusal, see
 * src-main/services/setup-refusal.ts), in the GM's language instead of the engine's English detail (issue 14).
 * `{field}` is the field's label; `invalid.<code>` is a value of the wrong shape, by zod's code.
 */
interface SetupProblems {
  readonly [problem: string]: string | Readonly<Record<string, string>>
}

export const setupProblems: Readonly<Record<'en' | 'de' | 'nl' | 'nb', SetupProblems>> = {
  en: {
    fromBehindNeedsForced: 'only a forced fight (!) comes from behind (KS-REAR-1)',
    noSuchTarget: 'it is aimed at an adventurer who is not in the party',
    everyoneDead: 'every adventurer of the party is dead',
    skillNotInTable: 'a skill on the sheet is no longer in the skills table',
    unknownRank: 'a skill’s rank is not one of the test targets in the rule settings',
    twoSidesNeeded: 'a fight needs two sides with someone on each',
    noSuchSide: 'the opening names a side that is not in the fight',
    leader: 'only one DK or monster can lead a group',
    usedTwice: 'two combatants have the same name',
    invalid: {
      too_small: '{field} is too small',
      too_big: '{field} is too large',
      invalid_type: '{field} is missing or of the wrong kind',
      invalid_value: '{field} is not one of the values the rules know',
      invalid_format: '{field} is not written as the rules write it',
      unrecognized_keys: 'there is a field the rules do not know',
      custom: '{field} does not fit the rules'
    }
  },
  de: {
    fromBehindNeedsForced: 'nur ein erzwungener Kampf (!) kommt von hinten (KS-REAR-1)',
    noSuchTarget: 'der Angriff zielt auf einen Abenteurer, der nicht in der Gruppe ist',
    everyoneDead: 'alle Abenteurer der Gruppe sind tot',
    skillNotInTable: 'eine Fertigkeit auf dem Bogen steht nicht mehr in der Fertigkeitentabelle',
    unknownRank: 'der Rang einer Fertigkeit ist keines der Probenziele in den Regeleinstellungen',
    twoSidesNeeded: 'ein Kampf braucht zwei Seiten mit jemandem auf jeder',
    noSuchSide: 'die Eröffnung nennt eine Seite, die nicht im Kampf ist',
    leader: 'nur ein DK oder Monster kann eine Gruppe anführen',
    usedTwice: 'zwei Kämpfer haben denselben Namen',
    invalid: {
      too_small: '{field} ist zu klein',
      too_big: '{field} ist zu groß',
      invalid_type: '{field} fehlt oder ist von der falschen Art',
      invalid_value: '{field} ist keiner der Werte, die die Regeln kennen',
      invalid_format: '{field} ist nicht so geschrieben wie in den Regeln',
      unrecognized_keys: 'da ist ein Feld, das die Regeln nicht kennen',
      custom: '{field} passt nicht zu den Regeln'
    }
  },
  nl: {
    fromBehindNeedsForced: 'alleen een gedwongen gevecht (!) komt van achteren (KS-REAR-1)',
    noSuchTarget: 'het is gericht op een avonturier die niet in de groep zit',
    everyoneDead: 'alle avonturiers van de groep zijn dood',
    skillNotInTable: 'een vaardigheid op het blad staat niet meer in de vaardighedentabel',
    unknownRank: 'de rang van een vaardigheid is geen van de testdoelen in de regelinstellingen',
    twoSidesNeeded: 'een gevecht heeft twee kanten nodig met op elke kant iemand',
    noSuchSide: 'de opening noemt een kant die niet in het gevecht is',
    leader: 'maar één DK of monster kan een groep leiden',
    usedTwice: 'twee strijders hebben dezelfde naam',
    invalid: {
      too_small: '{field} is te klein',
      too_big: '{field} is te groot',
      invalid_type: '{field} ontbreekt of is van de verkeerde soort',
      invalid_value: '{field} is geen van de waarden die de regels kennen',
      invalid_format: '{field} is niet geschreven zoals de regels het schrijven',
      unrecognized_keys: 'er staat een veld dat de regels niet kennen',
      custom: '{field} past niet bij de regels'
    }
  },
  nb: {
    fromBehindNeedsForced: 'bare en tvunget kamp (!) kommer bakfra (KS-REAR-1)',
    noSuchTarget: 'den er rettet mot en eventyrer som ikke er i gruppen',
    everyoneDead: 'alle eventyrerne i gruppen er døde',
    skillNotInTable: 'en ferdighet på arket står ikke lenger i ferdighetstabellen',
    unknownRank: 'nivået til en ferdighet er ikke ett av testmålene i regelinnstillingene',
    twoSidesNeeded: 'en kamp trenger to sider med noen på hver',
    noSuchSide: 'åpningen nevner en side som ikke er med i kampen',
    leader: 'bare én DK eller ett monster kan lede en gruppe',
    usedTwice: 'to stridende har samme navn',
    invalid: {
      too_small: '{field} er for lite',
      too_big: '{field} er for stort',
      invalid_type: '{field} mangler eller er av feil slag',
      invalid_value: '{field} er ingen av verdiene reglene kjenner',
      invalid_format: '{field} er ikke skrevet slik reglene skriver det',
      unrecognized_keys: 'her er et felt reglene ikke kjenner',
      custom: '{field} passer ikke med reglene'
    }
  }
}
