import type { MessageSet } from '../catalog.ts'

/**
 * The log lines as they were worded before counts had plural forms ("after 1 round(s)", "1 Heldenpunkte"): only the
 * event texts that changed. Battle logs exported before then still hold these lines, and `mo verify` compares the
 * lines of the replayed fight with the exported text; rendered with these texts, an old log's lines match again.
 * Frozen: never edit, never add to it.
 */
export const beforePluralsMessages: MessageSet = {
  en: {
    'event.injury': '{name}: RW {rw} absorbs {rw}, the next point is {kind}; {remaining} points remain.',
    'event.damageDiscarded': 'Nobody is left to take the last {points} points.',
    'event.nonFightersFall': 'All fighters are dead: {names} each receive two injuries.',
    'event.drawArmour': 'Armour stops all {damage} points: the round is drawn.',
    'event.flee': 'The party flees: the first {count} are injured ({names}).',
    'event.fleeForced': 'The undead never tire: the party must flee, the first {count} are injured ({names}).',
    'event.partyFinished': 'Only {living} adventurer(s) left alive: the party is finished.',
    'event.odm.damage': '{attacker} hits {defender} for {tp} TP, minus BW {bw}: {lost} penalty points, LE now {le}',
    'event.odm.won': '{side} win the fight after {rounds} round(s)',
    'event.odm.draw': 'Nobody is left standing after {rounds} round(s)',
    'event.odm.ended': 'The fight ends after {rounds} round(s) without a winner',
    'event.fightEnds': 'The fight ends after {rounds} rounds ({ended}); winner: {winner}',
    'event.lastBreath': 'Siste Pust for {target}: 1d4 {d4} + Makt {makt} + Mén {modifier} = {rounds} rounds',
    'event.special': '{actor} takes a Special Action lasting {rounds} round(s)',
    'event.stabilised': '{helper} stabilises {target}: unconscious (Bevisstløs) for {days} days',
    'event.weltenbuch.heroPoints': '{name} spends {count} Heldenpunkte on {test}: +{bonus} ({pool} left)',
    'event.weltenbuch.segmentStart': 'Kampfabschnitt {segment}: the {side} attack, {actions} actions per party',
    'event.weltenbuch.ambushOver': 'The ambushed are ready now, with {actions} actions left',
    'event.weltenbuch.actionsLapse': 'The {side} lose {actions} unused actions',
    'event.weltenbuch.fightEnd': 'The fight is over after {segments} Kampfabschnitte: {winner} ({reason})'
  },
  de: {
    'event.roundLost': 'Die Gegner gewinnen mit {damage}: {damage} Punkte Schaden für die Gruppe.',
    'event.injury': '{name}: RW {rw} hält {rw} ab, der nächste Punkt ist {kind}; {remaining} Punkte bleiben.',
    'event.damageDiscarded': 'Niemand ist mehr da für die letzten {points} Punkte.',
    'event.nonFightersFall': 'Alle Kämpfenden sind tot: {names} bekommen je zwei Verletzungen.',
    'event.drawArmour': 'Die Rüstung hält alle {damage} Punkte ab: die Kampfrunde ist unentschieden.',
    'event.flee': 'Die Gruppe flieht: die ersten {count} werden verletzt ({names}).',
    'event.fleeForced': 'Untote sind nie erschöpft: die Gruppe muss fliehen, die ersten {count} werden verletzt ({names}).',
    'event.partyFinished': 'Nur noch {living} Abenteurer am Leben: die Gruppe ist am Ende.',
    'event.odm.damage': '{attacker} trifft {defender} mit {tp} TP, minus BW {bw}: {lost} Strafpunkte, LE jetzt {le}',
    'event.odm.won': '{side} gewinnen den Kampf nach {rounds} Runde(n)',
    'event.odm.draw': 'Nach {rounds} Runde(n) steht niemand mehr',
    'event.odm.ended': 'Der Kampf endet nach {rounds} Runde(n) ohne Sieger',
    'event.fightEnds': 'Der Kampf endet nach {rounds} Runden ({ended}); Sieger: {winner}',
    'event.lastBreath': 'Siste Pust für {target}: W4 {d4} + Makt {makt} + Mén {modifier} = {rounds} Runden',
    'event.special': '{actor} führt eine besondere Handlung über {rounds} Runde(n) aus',
    'event.stabilised': '{helper} stabilisiert {target}: {days} Tage bewusstlos (Bevisstløs)',
    'event.weltenbuch.heroPoints': '{name} setzt {count} Heldenpunkte für {test} ein: +{bonus} (noch {pool})',
    'event.weltenbuch.segmentStart': 'Kampfabschnitt {segment}: angreifende Partei sind die {side}, {actions} Aktionen je Partei',
    'event.weltenbuch.damage': '{name} verursacht {raw} Punkte Schaden bei {target} ({zone}); Rüstung {armour}, {recorded} eingetragen, insgesamt {total} LP ({level})',
    'event.weltenbuch.ambushOver': 'Die Überfallenen sind jetzt bereit, mit noch {actions} Aktionen',
    'event.weltenbuch.fightEnd': 'Der Kampf endet nach {segments} Kampfabschnitten: {winner} ({reason})'
  },
  nl: {
    'event.roundLost': 'De tegenstanders winnen met {damage}: {damage} punten schade voor de groep.',
    'event.injury': '{name}: RW {rw} vangt {rw} op, het volgende punt is {kind}; er blijven {remaining} punten over.',
    'event.damageDiscarded': 'Er is niemand meer over voor de laatste {points} punten.',
    'event.nonFightersFall': 'Alle vechters zijn dood: {names} krijgen elk twee verwondingen.',
    'event.drawArmour': 'Het pantser houdt alle {damage} punten tegen: de ronde is onbeslist.',
    'event.flee': 'De groep vlucht: de eerste {count} raken gewond ({names}).',
    'event.fleeForced': 'Ondoden worden nooit moe: de groep moet vluchten, de eerste {count} raken gewond ({names}).',
    'event.partyFinished': 'Nog maar {living} avonturier(s) in leven: de groep is aan haar einde.',
    'event.odm.masterlyDamage': '{attacker} brengt {defender} {tp} trefpunten als schadepunten toe: levensenergie nu {le}',
    'event.odm.damage': '{attacker} treft {defender} met {tp} trefpunten, min {bw} BW-punten: {lost} strafpunten, levensenergie nu {le}',
    'event.odm.won': '{side} winnen het gevecht na {rounds} gevechtsronde(n)',
    'event.odm.draw': 'Na {rounds} gevechtsronde(n) staat niemand meer overeind',
    'event.odm.ended': 'Het gevecht eindigt na {rounds} gevechtsronde(n) zonder winnaar',
    'event.weltenbuch.heroPoints': '{name} zet {count} Heldenpunkte in voor {test}: +{bonus} (nog {pool})',
    'event.weltenbuch.segmentStart': 'Kampfabschnitt {segment}: de {side} vallen aan, {actions} acties per partij',
    'event.weltenbuch.ambushOver': 'De overvallenen zijn nu klaar, met nog {actions} acties',
    'event.weltenbuch.actionsLapse': 'De {side} verliezen {actions} ongebruikte acties',
    'event.weltenbuch.fightEnd': 'Het gevecht is voorbij na {segments} Kampfabschnitte: {winner} ({reason})'
  },
  nb: {
    'event.damageDiscarded': 'Det er ingen igjen til å ta de siste {points} poengene.',
    'event.nonFightersFall': 'Alle som kjempet er døde: {names} får to skader hver.',
    'event.drawArmour': 'Rustningen stopper alle {damage} poengene: runden er uavgjort.',
    'event.flee': 'Gruppen flykter: de første {count} blir skadet ({names}).',
    'event.fleeForced': 'De vandøde blir aldri slitne: gruppen må flykte, de første {count} blir skadet ({names}).',
    'event.partyFinished': 'Bare {living} eventyrer(e) igjen i live: gruppen er ferdig.',
    'event.odm.won': '{side} vinner kampen etter {rounds} runde(r)',
    'event.odm.draw': 'Ingen står igjen etter {rounds} runde(r)',
    'event.odm.ended': 'Kampen slutter etter {rounds} runde(r) uten vinner',
    'event.fightEnds': 'Kampen er over etter {rounds} runder ({ended}); vinner: {winner}',
    'event.lastBreath': 'Siste Pust for {target}: t4 {d4} + Maktfaktor {makt} + Mén {modifier} = {rounds} runder',
    'event.special': '{actor} utfører en Spesiell Handling over {rounds} runde(r)',
    'event.stabilised': '{helper} stabiliserer {target}: Bevisstløs i {days} dager',
    'event.weltenbuch.heroPoints': '{name} bruker {count} Heldenpunkte på {test}: +{bonus} ({pool} igjen)',
    'event.weltenbuch.segmentStart': 'Kampfabschnitt {segment}: {side} angriper, {actions} handlinger per part',
    'event.weltenbuch.ambushOver': 'De overfalte er klare nå, med {actions} handlinger igjen',
    'event.weltenbuch.actionsLapse': '{side} mister {actions} ubrukte handlinger',
    'event.weltenbuch.fightEnd': 'Kampen er over etter {segments} Kampfabschnitte: {winner} ({reason})'
  }
}
