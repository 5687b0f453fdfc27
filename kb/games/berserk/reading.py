"""How a prevention is read from a player's words (Russian or English).

An attack's wounds and modifiers, each prevention effect — its amount, whose it is,
whether its card is still in play, what its owner chose to prevent with it — and whose
turn it is. The clause splitting and number words are kb/words.py's; the words below are
this game's. Nothing is assumed silently: whose turn it is and how many wounds were
dealt, when not told, are left open (the check tries every value and answers only when
the answer is the same for all); an effect whose owner is not told is the asker's, and
the reading says so.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from kb.games.berserk.checks import DECLARATION
from kb.words import (
    CONFIRMING_TAG_EN,
    CONFIRMING_TAG_RU,
    NUMBER,
    QUOTED_TEXT,
    REASON,
    SENTENCE_END,
    Reader,
    Situation,
    Wants,
    clauses,
    compiled,
    first_number,
    has_any,
    number,
)

ME, OPPONENT = "me", "opponent"
# wounds an attack, spell or effect deals: "бьёт моё на 4", "заклинанием на 3 раны",
# "нанесла моему существу ровно 4 раны", "ударом силой 4", "deals 5 wounds to mine", "dealt
# only 1 wound", "an attack of strength 5", "a strength 3 strike", "would deal 3 wounds",
# "my creature takes 5 wounds", "получает 3 раны"
_WOUNDS = re.compile(
    rf"(?:бь(?:[её]т|ют)|удар\w*|атак\w*)\s+(?:\w+\s+){{0,2}}?на\s+{NUMBER}\b"
    rf"|\bна\s+{NUMBER}\s+ран"
    rf"|нан(?:[её]с|ос)\w*\s+(?:\w+\s+){{0,3}}?{NUMBER}\s+ран"
    rf"|\b(?:deals?|dealt|deal|inflicts?|inflicted)\s+(?:\w+\s+){{0,3}}?{NUMBER}\s+wounds?"
    rf"|\b{NUMBER}\s+wounds?\s+(?:to|on)\b"
    # what the creature takes: "my creature takes 5 wounds", "получает 3 раны"
    rf"|\b(?:takes?|took|taking|suffers?|suffered|receives?|received|is dealt)\s+(?:\w+\s+){{0,2}}?{NUMBER}\s+wounds?"
    rf"|получа\w*\s+(?:\w+\s+){{0,2}}?{NUMBER}\s+ран"
    # what an attack did or what flew in: "the first attack did 3 wounds", «прилетело 4 раны»
    rf"|(?<!\bnot\s)\b(?:did|does)\s+(?:only\s+|just\s+)?{NUMBER}\s+wounds?"
    rf"|прилет\w*\s+(?:\w+\s+){{0,2}}?{NUMBER}\s+ран"
    # what came in: "only 2 wounds came in", "3 wounds got through", «прошло 2 раны», «на меня
    # пришло 6 ран», and a count whose "ран" is left to the effect named before it («атака
    # нанесла всего две, и она их предотвратила»)
    rf"|\b{NUMBER}\s+wounds?\s+(?:came|come|comes|got|get|gets|went|go|goes)\s+(?:in|through)\b"
    # (not «в прошлом ходу 2 раны»: "last", not "came")
    rf"|\b(?:прош|приш)(?:ло|ла|ли)\s+(?:\w+\s+){{0,2}}?{NUMBER}\s+ран"
    rf"|нан(?:[её]с|ос)\w*\s+(?:всего\s+|только\s+|лишь\s+)?{NUMBER}(?=\s*[,.;!?)—–-]|\s+(?:и|а|но)\b)"
    rf"|\b(?:dealt|deals?|did)\s+(?:only\s+|just\s+)?{NUMBER}(?=\s*[,.;!?)—–-]|\s+(?:and|but)\b)"  # "the attack dealt only 2."
    rf"|\b(?:attack|strength|strike|blow)\s+of\s+(?:strength\s+)?{NUMBER}\b"
    rf"|\b(?:hits?|strikes?|attacks?)\s+(?:\w+\s+){{0,3}}?with\s+(?:a\s+)?(?:strength|strike)(?:\s+of)?\s+{NUMBER}\b"
    rf"|\b(?:hits?|strikes?)\s+(?:\w+\s+){{0,4}}?for\s+{NUMBER}\b"  # ("strikes mine for 5")
    rf"|\b(?:attack|strike|blow)s?\s+(?:\w+\s+){{0,2}}?for\s+{NUMBER}\s+wounds?"  # "an attack for 3 wounds"
    rf"|\battacks\s+for\s+{NUMBER}\b(?!\s*(?:more|extra|%))"  # "his creature attacks for 3"
    rf"|\b{NUMBER}-wounds?\s+(?:hit|attack|strike|blow)\b"  # "it took a 2-wound hit"
    # what a hit was: "the first hit on it is only 2 wounds", "was a measly 1 wound"
    rf"|\b(?:hit|attack|strike|blow)\b(?:\s+(?!is\b|was\b)\w+){{0,4}}?\s+(?:is|was)\s+(?:\w+\s+){{0,2}}?{NUMBER}\s+wounds?\b"
    rf"|(?:удар\w*|атак\w*)\s+сил(?:ой|ы)\s+{NUMBER}\b"  # "бьёт ударом силой 4", «ударом силы 4», «от удара силой 5»
    # ("ударило моё с силой 3", «бьют с силой 5»)
    rf"|\b(?:удари\w*|бь(?:[её]т|ют)|бил\w*|атаковал\w*)\s+(?:\w+\s+){{0,2}}?с\s+(?:базовой\s+)?силой\s+{NUMBER}\b"
    rf"|\bstrength[\s-]+{NUMBER}\s+(?:strike|attack|hit|blow)"  # "a strength 3 strike"
    rf"|\b{NUMBER}[\s-]+strength\s+(?:strike|attack|hit|blow)", re.I)
# a prevention effect with its amount: «предотвращает следующие 4 раны», "prevents 1 wound",
# "предотвращение 2 ран" (not "prevent only 2", which is a use, nor "ещё 2", a remainder)
_SHIELD = re.compile(rf"(?:предотвра\w*|prevent\w*)\s+(?:на\s+)?[«\"'‘“]?(?:(?:the\s+)?next\s+|следующи[еx]\s+)?{NUMBER}\s+"
                     rf"(?:ран\w*|wounds?)"
                     # "a shield that prevents 4" (the effect's amount, its noun left out)
                     rf"|\b(?:that|which)\s+prevents\s+{NUMBER}\b(?!\s*(?:of|more|из)\b)"
                     # ("мой эффект предотвращает 5": the effect's amount, its noun left out)
                     rf"|(?<=эффект )(?:\w+\s+)?предотвращает\s+{NUMBER}\b(?!\s*(?:из|ран))"
                     rf"|\b(?:effect|ward|shield|amulet|artifact|artefact)\s+(?:\w+\s+)?prevents\s+{NUMBER}\b"
                     rf"(?!\s*(?:of|wounds?))"
                     # ("у защитника предотвращение 2", "prevention 2": the effect named by its amount)
                     rf"|\b(?:предотвращени[еяю]|prevention)\s+{NUMBER}\b(?!\s*(?:из|of|раз|times))"
                     # ("my creature has prevent 2": the effect by its printed words, not a use)
                     rf"|(?<=\bhas )prevent\s+{NUMBER}\b(?!\s*(?:of|more|из)\b)", re.I)
# an effect named again by its source: «карта-источник предотвращения 3», "the source of prevention 3"
_SOURCE_OF = re.compile(r"(?:источник\w*|source\s+of(?:\s+the)?)\s*$", re.I)
# a second amount right after an effect's, not a count of wounds: "prevention 2 and 3 — …",
# "prevention 2 and 3 on it"
_AND_ANOTHER = re.compile(rf"\s+(?:and|и)\s+{NUMBER}\b(?!\s*(?:wounds?|ран\w*|more|extra|times|раз\w*|%|[+−–-]?\d))", re.I)
# "два эффекта предотвращения, каждый на 2 раны", "two prevention effects, each for 2 wounds"
_EACH = re.compile(rf"{NUMBER}\s+(?:эффект\w*\s+предотвращ\w*|prevention\s+effects?)[^.?]*?"
                   # ("each for 2", "each reading 'prevent the next 2 wounds'", "каждый на 2")
                   rf"(?:кажд\w*\s+(?:на|[^.?\d]{{0,40}}?)|each\s+(?:for|of|preventing)?[^.?\d]{{0,40}}?)\s*{NUMBER}", re.I)
# "two prevention effects on it, one for 2 and one for 3", "два эффекта предотвращения: на 2 и на 3",
# «… один на 2 раны, другой тоже на 2»
_PAIR = re.compile(rf"(?:prevention\s+effects?|эффект\w*\s+предотвращения)\b[^.?]*?\b(?:one\s+)?(?:for|на|of)\s+{NUMBER}"
                   rf"(?:\s+(?:ран\w*|wounds?))?(?:\s+(?:and|и)|\s*,)\s+(?:[^\W\d]+\s+){{0,3}}?(?:for|на|of)\s+{NUMBER}", re.I)
# effects counted, then each told with its amount: "два эффекта предотвращения: один на 2 раны,
# другой на 3", "два эффекта: предотвратить 2 и предотвратить 3", "two separate prevention
# effects, prevent 2 and prevent 2", "two prevention effects: an amulet that prevents 2 and a
# cloak that prevents 2" (read only when as many amounts follow as the count says)
_COUNTED_EFFECTS = re.compile(rf"\b{NUMBER}\s+(?:separate\s+|different\s+|разных\s+|отдельных\s+)?"
                              rf"(?:prevention\s+effects|effects|эффект(?:а|ов))\b(?P<prevention>\s+предотвращения)?", re.I)
_LISTED_AMOUNT = re.compile(rf"\b(?:(?P<verb>prevents?|preventing|предотвраща\w*|предотврати\w*)|"
                            rf"(?:one|the other|another|a second|один|одна|одно|другой|другая|второй|вторая)\s+"
                            rf"(?:for|of|на))\s+(?:the\s+next\s+|следующи[еx]\s+)?{NUMBER}\b(?!\s*(?:%|of\b|из\b))",
                            re.I)
# "both of us have prevention effects" (their amounts not told)
_BOTH = re.compile(r"both (?:of us|my opponent and I|\w+ and I) have (?:\w+\s+)?prevention|"
                   r"\bwe (?:both|each) have (?:\w+\s+){0,2}prevention|"
                   r"у (?:нас )?обоих (?:есть )?(?:\w+ )?предотвращ|"
                   # «Эффекты предотвращения есть и у меня, и у него», «с обеих сторон»,
                   # «У меня на поле эффект предотвращения, у соперника тоже»
                   r"предотвращ[^.?!]*\bи у меня,? и у (?:него|неё|нее|соперника|противника)\b|"
                   r"предотвращ[^.?!]*\bс обеих сторон|\bс обеих сторон[^.?!]*предотвращ|"
                   r"\bу меня\b[^.?!]*предотвращ[^.?!]*,\s*(?:и\s+)?у (?:него|соперника|противника) тоже", re.I)
# an ask that sets one player's effects against the other's: both have some
# ("Does my opponent apply his prevention effects before mine?")
_BOTH_ASKED = re.compile(r"\b(?:his|her|their)\b[^?]*\b(?:mine|me)\b|\b(?:mine|my)\b[^?]*\b(?:his|hers|theirs)\b|"
                         r"\bсво\w*\b[^?]*\b(?:меня|него|соперника|противника)\b", re.I)
# an effect named without its amount: "my prevention", "its prevention", "моё предотвращение"
# (or said given by its card: «существо, которое давало предотвращение», "the source of a
# wound-prevention effect", "даёт предотвращение мой артефакт")
_UNSIZED = re.compile(r"\b(?:my|his|her|its|мо[её]|мой|его|её|свой|своё)\s+(?:prevention|эффект\w*\s+предотвращения|"
                      r"предотвращение)\b|"
                      r"\b(?:дава\w*|да[её]т|дал[аио]?|gave|gives|giving|grant\w*)\s+(?:\w+\s+){0,2}?(?:prevention|"
                      r"предотвращени\w*)|\bsource\s+of\s+(?:a|an|the|its|her|his|my)?\s*(?:\w+[\s-]+)?prevention\b",
                      re.I)
# a denial right before what it denies: «не нанесла 3 раны», "did not do 3 wounds"
_NEGATOR = r"(?:\bне|\bnot|n['’]t)"
_DENIED_BEFORE = re.compile(rf"{_NEGATOR}\s*$", re.I)
# what an owner chose to prevent with an effect: "prevent only 2 of them", "использовать лишь 1"
_USES = re.compile(rf"(?:prevent\w*|use|using|предотвра\w*|использ\w*|примен\w*)\s+(?:\w+\s+)?"
                   rf"(?:only|just|только|лишь)\s+{NUMBER}\b", re.I)
# a signed attack modifier: "−1 к удару", "adds +1", "a +2 attack modifier"
_ADDS = re.compile(rf"\b(?:добавля\w*|добавил\w*|прибавля\w*|прибавил\w*|adds?|added)\s+(?:[\w-]+\s+){{0,3}}?"
                   rf"(?:ещё\s+|еще\s+)?{NUMBER}\b(?!\s*(?:ран|wound))", re.I)
_ADDING = re.compile(r"добав|прибав|усил|\badds?\b|\badded\b|\bgives?\b|\bдаёт\b|\bдает\b|\bpump|\bboost|\bbuff", re.I)
_COUNT_WORD = re.compile(rf"\b{NUMBER}\b", re.I)
# another turn than the one the story is in: "Next turn his guy attacks it again for 2."
_NEXT_TURN = re.compile(r"\bnext\s+turn\b|\bследующ\w*\s+ход\w*|\bв\s+другой\s+ход", re.I)
_NEAR_ATTACK = re.compile(r"удар|атак|сил[аеуы]|strike|attack|hit|strength|blow", re.I)
_MODIFIER = re.compile(r"(?<![\w\d])([+−–-])(\d{1,2})\b")
# ("for 2 wounds, plus +1 from his spell, so 3": a signed number said with "plus" or a spell's)
MODIFIER_WORDS = ["модификатор", "к удару", "к атаке", "к силе", "modifier", "amplifier", "adds", "даёт", "дает",
                  "gives", "bonus", "бонус", "plus", "плюс", "from his spell", "from her spell", "from a spell",
                  "from the spell", "от заклинания", "от его заклинания",
                  # ("then they pump it +2 with an effect", «усиливает удар на +1»)
                  "pump", "buff", "boost", "усилива", "усилил"]
MODIFIERS_COUNTED = ["модификаторы уже учтены", "модификаторы учтены", "modifiers already counted",
                     "modifiers already applied", "modifiers counted", "modifiers included"]
LEFT_PLAY = ["покинул", "left play", "leaves play", "left the play", "left the game zone", "ушла из игр",
             "ушёл из игр", "ушло из игр", "ушли из игр", "ушел из игр", "в кладбище", "на кладбище", "graveyard",
             # («Соперник её убрал из игры», "he removed it from play": a card taken out, not a
             # «ситуация из игры» nor "from playing")
             "убрал из игр", "убрала из игр", "убрали из игр", "убран из игр", "убрана из игр", "убрано из игр",
             "ушло из игровой зоны", "ушла из игровой зоны", "ушёл из игровой зоны", "ушел из игровой зоны",
             "removed from play", "removed it from play", "removed them from play", "removed from the game"]
# a card returned to its owner's hand has left the game zone too: "her spell bounced the banner
# back into my hand", «заклинанием вернул артефакт мне в руку» (not "I drew it into my hand")
# (the asker's own card, to the asker's hand: not "his own creature back to his hand", «своё
# существо себе в руку»; nor another card, "a different card", «другую карту», "a spell from my
# graveyard"; nor a return tried, cancelled or to come — those parts are not read as gone)
_BACK_TO_HAND = re.compile(r"\b(?:bounc\w*|return\w*|sent|send\w*)\s+(?P<what>(?:[\w'’]+\s+){0,3}?)(?:back\s+)?(?:in)?to\s+"
                           r"(?:my|its\s+owner['’]s)\s+hand\b|"
                           r"\b(?:верн\w*|возвра\w*)\s+(?P<what_ru>(?:\w+\s+){0,3}?)(?:мне\s+)?(?:обратно\s+)?в\s+(?:мою\s+)?руку\b",
                           re.I)
_NOT_THE_SOURCE = re.compile(r"\b(?:other|another|different|spell|creature|graveyard|друг\w*|сво[её]\w*|себе|"
                             r"заклинани\w*|существ\w*|кладбищ\w*)\b", re.I)
_NOT_DONE = re.compile(r"\b(?:tr(?:y|ied|ies)|cancel\w*|will|plan\w*|going|later|after|пыта\w*|попыта\w*|отмен\w*|"
                       r"буд\w*|потом|позже|после)\b", re.I)
# the field is the play zone, but "my other creature left the field" is no source gone: «ушло с
# поля», "left the field" count only of what the same sentence says gave the prevention
# («существо, которое давало предотвращение, убили, и оно ушло с поля»)
_GIVER_LEFT_FIELD = re.compile(r"(?:давал\w*|дающ\w*|источник\w*|gave|gives|giving|source)\b[^.!?]*?"
                               r"(?:ушл[оаи]|уш[её]л|убрал\w*|left|leaves)\s+(?:с\s+поля|the\s+(?:field|board))", re.I)
# the card that gives an effect destroyed or discarded: it has left play ("opponent destroys the
# equipment first", «соперник этот артефакт уничтожил») — not a creature killed by an attack
_CARD_WORD = r"(?:equipment|artifact|artefact|card|source|item|артефакт\w*|снаряжени\w*|карт\w*|амулет\w*|источник\w*)"
_GONE_VERB = r"(?:destroy\w*|remov\w*|discard\w*|уничтож\w*|сброс\w*|сброшен\w*|убрал\w*|убран\w*)"
_SOURCE_GONE = re.compile(rf"\b{_GONE_VERB}\s+(?:\w+\s+){{0,2}}?{_CARD_WORD}\b|"
                          rf"\b{_CARD_WORD}\s+(?:\w+\s+){{0,2}}?{_GONE_VERB}", re.I)
_GONE = re.compile(rf"\b{_GONE_VERB}", re.I)
# a loss denied right before its words: "has not left play", «не покинула»
# (the denial _DENIED_BEFORE reads, or "never", with "yet", "been" between)
_NOT_YET_GONE = re.compile(rf"(?:{_NEGATOR}|\bnever|\bни)\s+(?:(?:yet|ещё|еще|уже|been)\s+)?$", re.I)
# told as done anyway: "хотя того убили", "но … всё равно предотвратил", "still prevented"
_ANYWAY = re.compile(r"\b(?:вс[её] равно|хотя|тем не менее|still|anyway|even though|although|nevertheless)\b", re.I)
_PREVENTS = re.compile(r"предотвра\w*|\bprevent\w*", re.I)
# prevention told as applied before an attack modifier: "предотвращение срабатывает раньше моего
# модификатора", "сначала вычел предотвращение …, а уже потом прибавили +2", "prevented 2 before the +2",
# "use my prevention against the base 3 first and only then let his +2 land"
_MOD_TOKEN = r"(?:модификатор\w*|усилени\w*|усилител\w*|бонус\w*|modifier\w*|bonus\w*|amplifier\w*|[+]\d)"
_PREVENTION_FIRST = re.compile(
    rf"(?:предотвра\w*|prevent\w*)[^.?!]*?\b(?:раньше|прежде|до|before|ahead of|prior to)\b\s+(?:\w+\s+){{0,3}}?"
    rf"{_MOD_TOKEN}"
    rf"|\b(?:сначала|first)\b[^.?!]*?(?:предотвра\w*|prevent\w*)[^.?!]*?\b(?:потом|затем|then|afterwards|after that)\b"
    rf"[^.?!]*?{_MOD_TOKEN}"
    rf"|(?:предотвра\w*|prevent\w*)[^.?!]*?\b(?:сначала|first)\b[^.?!]*?\b(?:потом|затем|then)\b[^.?!]*?{_MOD_TOKEN}"
    rf"|(?:предотвра\w*|prevent\w*)[^.?!]*?\b(?:а\s+(?:уже\s+)?потом|and then|only then)\s+(?:\w+\s+){{0,2}}?"
    rf"(?:добав\w*|прибав\w*|налож\w*|added|add|applied)\s+(?:\w+\s+){{0,2}}?{_MOD_TOKEN}", re.I)
_PAST_PREVENTED = re.compile(r"предотвратил\w*|prevented", re.I)
# a strength said ("a strength-3 attack", «при ударе силой 5 и больше»): not wounds dealt
_STRENGTH_SAID = re.compile(r"\bсил\w*\s+\d+|\bstrength[\s-]+\d+|\b\d+[\s-]+strength\b", re.I)
# the effect told prevented them, said in other words: "the card soaked all three", «эффект снял все 4»
_SOAKED = re.compile(r"\b(?:soak\w*|absorb\w*|blocked|stopped|сня(?:л|ла|ли|ло)\b|погасил\w*|съел\w*)", re.I)
# wounds an effect told already prevented: "it already stopped 2 wounds", «она сняла 2 раны»
_STOPPED_WOUNDS = re.compile(rf"\b(?:предотвратил\w*|снял\w*|погасил\w*|съел\w*|stopped|prevented|soaked|absorbed|blocked)"
                             rf"\s+(?:\w+\s+){{0,2}}?{NUMBER}\s+(?:ран\w*|wounds?)\b", re.I)
_APPLIED = re.compile(r"\b(?:применил\w*|использовал\w*|вычел|вычли|applied|used|subtracted)\b", re.I)
_THEN_MODIFIER = re.compile(rf"^\W*(?:(?:и\s+)?только\s+)?(?:после этого|потом|затем|а потом|а уже потом|after that|then|"
                            rf"only then|only after that|afterwards)\b[^.?!]*?(?:{_MOD_TOKEN}|к удару|к атаке)", re.I)
# an effect that destroys and deals no wounds («просто уничтожает моё существо, не нанося
# ран», "a spell that destroys my creature without dealing wounds"): said with the destroying
# verb, so "I prevented all 3, so it dealt no wounds" is no such effect
_NO_WOUNDS = re.compile(r"\bне\s+нанос\w*\s+(?:\w+\s+)?ран|\bбез\s+(?:нанесения\s+)?ран|\bран\s+не\s+нанос\w*|"
                        r"\bwithout\s+(?:dealing|inflicting|doing)\s+(?:any\s+)?wounds?|\b(?:deals?|dealing|inflicts?)\s+no\s+"
                        r"wounds?|\b(?:does\s*n['’]?t|did\s*n['’]?t|does not|did not)\s+(?:deal|inflict)\s+(?:any\s+)?wounds?",
                        re.I)
_DESTROYS = re.compile(r"\b(?:уничтож\w*|убива\w*|убил\w*|destroy\w*|kills?|killed)\b", re.I)
# a prevention told as used: "я спас существо картой …", "I saved it with …", "prevented it"
# (not "he used a spell that destroys …": a use only of a prevention)
_SAVED = re.compile(r"\b(?:спас(?:ла|ли|ло)?|спасает|предотвратил\w*|saved?|prevented)\b|"
                    r"\b(?:применил\w*|использовал\w*|used|applied)\s+(?:\w+\s+){0,2}?(?:предотвращ\w*|prevention)",
                    re.I)
# a sentence of what the players did that denies it: not read as done
_DEED_DENIED = re.compile(r"\b(?:not|never|didn['’]?t|don['’]?t|doesn['’]?t|wasn['’]?t|weren['’]?t|won['’]?t|"
                          r"can['’]?t|cannot|не|ни|нельзя)\b|n['’]t\b", re.I)
THEIRS = ["соперник", "противник", "opponent", "enemy"]
MINE = ["мой", "моё", "мое", "моего", "моему", "моим", "моём", "моя", "мою", "своего", "свой", "своё", "я ",
        "у меня", "my ", "mine", "i have", "i've", "i "]
_ME_ACTIVE = re.compile(r"\bi'?m the active player|\bi am the active player|\bmy turn\b|я\s+[—-]?\s*активный игрок|"
                        r"мой ход", re.I)
# (in a game of two, "his turn" said as the one now is the opponent's: "it's his turn, so i'm
# the inactive player" — not "his turn just ended", "on his turn he buffed")
_OPPONENT_ACTIVE = re.compile(r"\bi'?m the inactive player|\bi am the inactive player|opponent'?s turn|"
                              r"\b(?:it['’]?s|it\s+is|now)\s+(?:his|her|their)\s+turn\b(?!\s+(?:is\s+)?(?:over|ended|next))|"
                              r"\bсейчас\s+(?:его|её|ее)\s+ход\b(?!\s+(?:закончи|окончи|прош|заверши))|"
                              r"я\s+[—-]?\s*неактивный игрок|ход (?:соперника|противника)|"
                              r"(?:он|соперник|противник)\s+[—-]?\s*активный игрок", re.I)
_NAMED = re.compile(r"\b(?:an?|the|my|his|her)\s+(\w+)\s+(?:that|which)\s+prevents?", re.I)
# an effect pointed back at: "this card", «этот артефакт», «эта карта»
_THIS_ONE = re.compile(r"\b(?:this|that|the same)\s+\w+|\b(?:этот|эта|это|этого|этой|эту)\s+\w+", re.I)
# a turn told with a denial, or as the next one: "It's not my turn", «Сейчас не мой ход», «мой ход будет следующим»
_TURN_DENIED = re.compile(r"\bnot\b|n['’]t\b|\bне\b|\bnext\b|\bследующ\w*|\bбудет\b", re.I)
# sentences and their clauses, and "…, а у него …", "…, но …", "… — остаётся 2 раны"
_PARTS = re.compile(r",\s+(?:а|но)\s+|\s+[—–]\s+")


def _parts(text: str) -> list[str]:
    return [p for c in clauses(text) for p in _PARTS.split(c) if p.strip()]


_value = first_number


# an ask that names the effect it asks of by its text ("Does my card that prevents the next 3
# wounds save it?"), not one that proposes a use ("Can I prevent 3 wounds?")
_ASK_NAMES_SHIELD = re.compile(r"\b(?:card|effect|shield|artifact|artefact|карт\w*|эффект\w*|артефакт\w*)\s*,?\s+"
                               r"(?:that|which|котор\w*)\s+(?:prevents|предотвращает)\b", re.I)


# a later hit told by its order: "the second hit", "a third hit", «вторая атака», «следующий удар»
_LATER_HIT = re.compile(r"\b(?:second|third|fourth|another|next)\s+(?:hit|attack|strike|blow)\b|"
                        r"\b(?:втор|трет|четв[её]рт|следующ)\w*\s+(?:удар|атак)\w*", re.I)


def read_prevention(text: str, move: str | None = None) -> Situation | None:
    """An attack and the prevention effects against it, from a story (``move``: the ask,
    which may name an effect in quotes, or propose a use: "Can I prevent only 2?"). None
    when the text tells of no prevention effect."""
    s = Situation("prevention")
    shields: list[dict] = []
    told_owner: list[bool] = []
    wounds: int | None = None
    wounds_told = False
    modifiers: list[int] = []
    counted = False
    active: str | None = None
    earlier: int | None = None  # an earlier attack's wounds, prevented by the effect told
    prevented_told = False
    deals = True  # the effect deals wounds (not one that destroys outright)
    parts = _parts(text)
    ask_parts = [p for p in _parts(move) if QUOTED_TEXT.search(p) or _ASK_NAMES_SHIELD.search(p)] if move else []
    # (the ask's clause before its dash telling the next attack, "Теперь меня бьют снова на 3
    # раны — оставшиеся 2 она ещё может предотвратить?": the attack asked of, told)
    told_in_ask = [p for p in (_parts(move)[:-1] if move and " — " in move else [])
                   if p not in ask_parts and _AGAIN.search(p) and _WOUNDS.search(p) and "?" not in p]
    parts += told_in_ask
    for part in parts + ask_parts:
        low = part.lower()
        found = False
        told_turn = _OPPONENT_ACTIVE.search(part) or _ME_ACTIVE.search(part)
        turn = ME if _ME_ACTIVE.search(part) and not _OPPONENT_ACTIVE.search(part) else \
            OPPONENT if _OPPONENT_ACTIVE.search(part) else None
        # (a denial beside the turn told: "It's not my turn", «мой ход будет следующим» — not
        # «предотвращает следующие 4 раны», ход соперника)
        near = part[max(0, told_turn.start() - 12):told_turn.end() + 25] if told_turn else ""
        if turn is not None and _TURN_DENIED.search(near):
            turn = None  # "It's not my turn", «в следующий ход соперника»: not whose turn it is now
        elif turn is not None and active is not None and active != turn:
            return None  # told both ways: whose turn it is is not sure
        if turn is not None:
            active, found = turn, True
            s.fact(part, "active_player", turn)
        if has_any(low, MODIFIERS_COUNTED):
            counted, found = True, True
        each = _EACH.search(part)
        spans: list[tuple[int, int]] = []
        pair = _PAIR.search(part)
        if pair and not each:
            for g in (1, 2):
                shields.append(_shield(part, pair.start(g), number(pair.group(g)), len(shields)))
                told_owner.append(_owner_told(part, pair.start()))
            spans.append(pair.span())
        elif each:
            n, amount = number(each.group(1)), number(each.group(2))
            for _ in range(min(n or 0, 10)):
                shields.append(_shield(part, each.start(), amount, len(shields)))
                told_owner.append(_owner_told(part, each.start()))
            spans.append(each.span())
        elif _BOTH.search(part):
            _both_players(shields, told_owner)
            found = True
        elif (listed := _listed(part)) is not None:
            begins, amounts = listed
            for at, amount in amounts:
                shields.append(_shield(part, at, amount, len(shields)))
                told_owner.append(_owner_told(part, at))
            spans.append((begins, len(part)))  # (from the count on, the list: no effect of its own besides)
        for m in _SHIELD.finditer(part):
            if any(a <= m.start() < b for a, b in spans):
                continue
            if shields and _PAST_PREVENTED.match(m.group(0)):
                continue  # "Я всё равно предотвратил 1 рану от артефакта": a use of an effect told, not another
            if _SOURCE_OF.search(part, max(0, m.start() - 30), m.start()) \
                    and any(x["amount"] == _value(m) for x in shields):
                continue  # («карта-источник предотвращения 3 покинула игру»: the effect told, named again)
            shields.append(_shield(part, m.start(), _value(m), len(shields)))
            told_owner.append(_owner_told(part, m.start()))
            spans.append(m.span())
            if (second := _AND_ANOTHER.match(part, m.end())) is not None:
                # "prevention 2 and 3", «предотвращение 2 и 3»: a second effect, its amount alone
                shields.append(_shield(part, second.start(1), number(second.group(1)), len(shields)))
                told_owner.append(_owner_told(part, m.start()))
                spans.append(second.span())
        if not spans and not each and not _BOTH.search(part):
            unsized = _UNSIZED.search(part)
            if unsized and not shields:
                shields.append(_shield(part, unsized.start(), None, 0))
                told_owner.append(True)
                found = True
        if spans:
            found = True
            s.fact(part, "preventions", [x["amount"] for x in shields])
        rest = part
        for a, b in sorted(spans, reverse=True):
            rest = rest[:a] + " " * (b - a) + rest[b:]  # an effect's amount is not the attack's wounds
        if deals and _NO_WOUNDS.search(rest) and _DESTROYS.search(rest):
            deals, wounds, wounds_told, found = False, 0, True, True
            s.fact(part, "attack.deals_wounds", False)
        elif not wounds_told:
            # (not wounds denied: «Атака не нанесла 3 раны, а всего 1», "did not do 3"; what
            # was dealt instead is not told as wounds)
            w = next((m for m in _WOUNDS.finditer(rest) if not _DENIED_BEFORE.search(rest[:m.start()])), None)
            if w is None and shields and (stopped := _STOPPED_WOUNDS.search(rest)) is not None \
                    and not _DENIED_BEFORE.search(rest[:stopped.start()]):
                # "it already stopped 2 wounds from one attack", «в прошлой атаке она сняла 2
                # раны»: an attack of those wounds, which the effect told prevented (a next
                # attack told after it is the one asked about, below)
                wounds, wounds_told, prevented_told, found = _value(stopped), True, True, True
                s.fact(part, "attack.wounds", wounds)
            elif w is None and _WOUNDS.search(rest):
                s.unread.append(part)
                s.step_unread = True
            elif w:
                wounds, wounds_told, found = _value(w), True, True
                s.fact(part, "attack.wounds", wounds)
                if _LATER_HIT.search(rest) \
                        and sum(1 for m in _WOUNDS.finditer(rest) if not _DENIED_BEFORE.search(rest[:m.start()])) > 1:
                    # "The first hit on it dealt 1 wound, the second hit dealt 1 wound, and now a
                    # third hit deals 3 wounds": hits the run cannot place, one after another — the
                    # attack read (the first) may not be the one asked about
                    s.unread.append(part)
                    s.step_unread = True
            elif re.search(r"нан[её]с\w*\s+(?:\w+\s+){0,3}?ран|\bdealt?\s+(?:\w+\s+){0,3}?wounds\b", low):
                wounds_told, found = True, True  # wounds dealt, how many not told
        elif (w := _WOUNDS.search(rest)) is not None and _AGAIN.search(rest) and wounds is not None and earlier is None \
                and prevented_told and (mine := [x for x in shields if x["owner"] == ME and x["amount"] is not None]):
            # "Первая атака нанесла ему 2 раны, и я их предотвратил. Теперь следующая атака
            # наносит 3 раны": the first attack used what it prevented of the effect (the
            # book's "next 4 wounds", 2 prevented, 2 left for the next attack); the next one
            # is the attack asked about
            earlier, wounds, found = wounds, _value(w), True
            mine[-1]["amount"] = max(0, mine[-1]["amount"] - earlier)
            s.fact(part, "earlier_attack.prevented", earlier)
            s.fact(part, "attack.wounds", wounds)
            s.fact(part, "preventions", [x["amount"] for x in shields])
        if wounds_told and earlier is None and (_PREVENTS.search(rest) or _SOAKED.search(rest)) and not spans:
            prevented_told = True  # "… и я их предотвратил"
        # (a signed number told of the attack is its modifier too: "he pumps the attack with +1
        # and then +2", «Удар силой 5, у него +1 от артефакта»)
        if (has_any(low, MODIFIER_WORDS) or _NEAR_ATTACK.search(low)) and not counted:
            signed = list(_MODIFIER.finditer(rest))
            for m in signed:
                value = int(m.group(2)) * (1 if m.group(1) == "+" else -1)
                modifiers.append(value)
                s.fact(part, "attack.modifiers", value)
                found = True
            # "его заклинание добавляет к удару ещё 2", "his spell adds 2 to the strike": a bonus
            # told without its sign
            added = _ADDS.search(rest) if not signed and has_any(low, MODIFIER_WORDS) else None
            if added is not None and (bonus := _value(added)) is not None:
                modifiers.append(bonus)
                s.fact(part, "attack.modifiers", bonus)
                found = True
            elif not signed and _ADDING.search(low) and not spans and not _PREVENTS.search(low) \
                    and _COUNT_WORD.search(_WOUNDS.sub(" ", rest)):
                # a modifier's words with a number not read as one: the attack as read may not be the one told
                s.unread.append(part)
                s.step_unread = True
        gone = _SOURCE_GONE.search(low) or _GIVER_LEFT_FIELD.search(low)
        back = _BACK_TO_HAND.search(low)
        # (what is sent back is said before "to my hand" in English, after «в руку» too in Russian)
        if back is not None and (_NOT_THE_SOURCE.search(back.group("what") or back.group("what_ru") or "")
                                 or back.group("what_ru") is not None
                                 and _NOT_THE_SOURCE.search(re.split(r"[.;!?]", low[back.end():])[0][:30])
                                 or _NOT_DONE.search(low)):
            back = None
        left_word = has_any(low, LEFT_PLAY) or (back.group(0) if back else None)
        at = low.find(left_word) if left_word else gone.start() if gone else -1
        if at >= 0 and _NOT_YET_GONE.search(low[:at]):
            # "while the artifact has not left play", «пока карта не покинула игровую зону»: in play
            left_word, gone = None, None
        if (left_word or gone) and shields:
            # (of both players' effects, the one whose card left play is the one the part names;
            # of a card destroyed, the one its own words name: "opponent destroys my artifact")
            owners = {x["owner"] for x in shields}
            named = gone.group(0) + " " if gone and not has_any(low, LEFT_PLAY) else low
            whose = OPPONENT if has_any(named, THEIRS + ["his ", "его "]) else ME if has_any(named, MINE) else None
            if len(owners) > 1 and whose is None and not _THIS_ONE.search(part):
                return None  # whose effect lost its source is not told: no reading
            # ("этот артефакт уничтожили": the one told last)
            left = [x for x in shields if whose is None or x["owner"] == whose] or shields
            left[-1]["source_in_play"] = False
            s.fact(part, "source_in_play", False)
            found = True
        uses = _USES.search(part)
        if uses and shields and part in parts:
            mine = [x for x in shields if x["owner"] == ME] or shields
            mine[-1]["uses"] = _value(uses)
            s.fact(part, "uses", mine[-1]["uses"])
            found = True
        if not found and part in parts:
            s.unread.append(part)
            if _GONE.search(part) or _NEAR_ATTACK.search(part) and _NEXT_TURN.search(part) and _COUNT_WORD.search(part) \
                    and not _NOT_DONE.search(part) \
                    or wounds_told and _WOUNDS.search(_STRENGTH_SAID.sub(" ", part)) and not _NOT_DONE.search(part):
                # "Соперник уничтожил его заклинанием, …": a card told destroyed that could not be
                # placed — an effect's source, maybe: the state is not the story's
                # ("Next turn his guy attacks it again for 2.": an attack of another turn, not read —
                # the attack as read may not be the one asked; not one only planned, "next turn it
                # will attack again"; nor wounds told again and not placed, «…, она уже
                # предотвратила 1 рану. Затем его существо нанесло моему 2 раны»: which attack
                # the run is of is not sure — a strength said, "triggers on a strike of strength
                # 5 or more", is no attack)
                s.step_unread = True
    if not shields and move and _PREVENTS.search(move) and _FIRST.search(move) and _BOTH_ASKED.search(move) \
            and not has_any(move.lower(), MODIFIER_WORDS) and _applies_first(move) is not None:
        _both_players(shields, told_owner)
        s.fact(move, "preventions", "yours and your opponent's")
    if not shields:
        return None
    said: dict[str, bool] = {}  # what the players say they did, checked by the kind
    applied_before = False  # a sentence told prevention applied; the next may add a modifier "after that"
    gone_told = False
    for sentence in SENTENCE_END.split(text):
        if _DEED_DENIED.search(sentence):
            continue  # "He did not prevent before my +2", «не стали применять»: what they did not do
        if _PREVENTION_FIRST.search(sentence) or applied_before and _THEN_MODIFIER.search(sentence):
            # (or told in two sentences: «…, и я сразу его применил — ран стало 0. Только после
            # этого соперник применил свой эффект «+2 к удару»»)
            s.fact(sentence, "told_before_modifiers", True)
            said["told_before_modifiers"] = True
        applied_before = bool(_PREVENTS.search(sentence) and _APPLIED.search(sentence)
                              and not has_any(sentence.lower(), MODIFIER_WORDS))
        left = [x for x in shields if not x["source_in_play"]]
        # (the source's loss told in this sentence or one before: «Соперник сначала уничтожил
        # этот артефакт … Я всё равно предотвратил 1 рану от артефакта»)
        gone_told = gone_told or bool(has_any(sentence.lower(), LEFT_PLAY) or _SOURCE_GONE.search(sentence)
                                      or _GIVER_LEFT_FIELD.search(sentence))
        if left and gone_told and _ANYWAY.search(sentence) and _PREVENTS.search(sentence):
            left[-1]["told_used"] = True
            s.fact(sentence, "told_used", True)
    # against an effect that deals no wounds, the prevention the story says saved the creature
    # (a part of its own: «…, не нанося ран, а я спас существо картой …» denies only the wounds)
    saved = None if deals else next((p for p in parts if _SAVED.search(p) and not _DEED_DENIED.search(p)), None)
    if saved is not None:
        used = [x for x in shields if x["owner"] == ME] or shields
        used[-1]["told_used"] = True
        s.fact(saved, "told_used", True)
    if move:
        proposed = _USES.search(move)
        if proposed:
            i = max(i for i, x in enumerate(shields) if x["owner"] == ME or all(y["owner"] != ME for y in shields))
            shields[i]["uses"] = _value(proposed)
            s.move = f"preventions[{i}]"
            s.fact(move, "proposed", {"uses": shields[i]["uses"]})
    for i, (x, told) in enumerate(zip(shields, told_owner, strict=True)):
        if any(y["id"] == x["id"] for y in shields[:i]):
            x["id"] = f"{x['id']} ({i + 1})"
        if not told:
            s.assumed.append(f"{x['id']}: whose effect is not told; taken as yours")
    owners = {x["owner"] for x in shields}
    if active is None and len(owners) == 1:
        # the order of the effects depends on whose turn it is only when both players have some
        active = OPPONENT if owners == {ME} else ME
        s.assumed.append("whose turn it is: not told; it does not change the result, as every prevention effect "
                         "here is " + ("yours" if owners == {ME} else "your opponent's"))
    if wounds is None:
        s.need("attack.wounds", "How many wounds does the attack deal?" if not wounds_told else
               "How many wounds were dealt?", "number",
               "Сколько ран наносит атака?" if not wounds_told else "Сколько ран было нанесено?")
    if active is None:
        s.need("active_player", "Whose turn is it: are you the active player?", (ME, OPPONENT),
               "Чей сейчас ход: вы активный игрок?")
    for i, x in enumerate(shields):
        if x["amount"] is None:
            s.need(f"preventions[{i}].amount", f"How many wounds does {x['id']} prevent?", "count",
                   f"Сколько ран предотвращает «{x['id']}»?")
    s.template = {"active_player": active, "attack": {"wounds": wounds, "modifiers": modifiers,
                                                     **({} if deals else {"deals_wounds": False})},
                  "preventions": shields, **said}
    if not s.needs:
        s.state = s.template
    return s


def _listed(part: str) -> tuple[int, list[tuple[int, int | None]]] | None:
    """Where the count of effects begins and the amounts then listed (where each is told,
    and its amount), when as many follow the count as it says; each said as a prevention
    (its verb, or the count's "эффекта предотвращения") — else None."""
    counted = _COUNTED_EFFECTS.search(part)
    n = number(counted.group(1)) if counted else None
    if counted is None or n is None or not 2 <= n <= 5:
        return None
    rest = part[counted.end():]
    amounts = [(counted.end() + m.start(), number(m.group(m.lastindex or 1))) for m in _LISTED_AMOUNT.finditer(rest)]
    said_prevention = counted.group("prevention") or "prevention" in counted.group(0).lower() or \
        all(m.group("verb") for m in _LISTED_AMOUNT.finditer(rest))
    if len(amounts) == 1 and n > 1 and (alike := _ALIKE.match(rest)) is not None \
            and (alike.group("each") or len(QUOTED_TEXT.findall(rest)) == 1 and not _OTHERS.search(rest)
                 and (quoted := QUOTED_TEXT.search(rest)) is not None and re.match(r"\s*(?:[.;!?]|$)", rest[quoted.end():])):
        # one amount for all of them: "три разных эффекта, каждый «предотвратить 2 раны»", «два
        # эффекта «предотвратить 2 раны»», "two effects, each 'prevent 2 wounds'"
        amounts *= n
    return (counted.start(), amounts) if len(amounts) == n and said_prevention else None


# the effects counted, then one text for each of them: ", каждый «…»", " «…»", ", each '…'"
# (said of each, or the one text alone: not "two effects: 'prevent 2 wounds' and 'prevent all wounds
# from spells'", "…, the other two only against spells")
_ALIKE = re.compile(r"\s*(?:[,:—–-]\s*)?(?:(?P<each>each|каждый|каждое)\b\s*(?:(?:of|is|с|—|–|-|:)\s*)?)?[«\"'‘“]", re.I)
_OTHERS = re.compile(r"\b(?:other|others|rest|only|остальн\w*|друг\w*|только)\b", re.I)


def _both_players(shields: list[dict], told_owner: list[bool]) -> None:
    """An effect of each player, amounts not told ("и у меня, и у него есть предотвращение")."""
    for owner in (ME, OPPONENT):
        shields.append({"id": f"{'my' if owner == ME else 'their'} prevention", "owner": owner,
                        "amount": None, "source_in_play": True})
        told_owner.append(True)


def _shield(part: str, at: int, amount: int | None, i: int) -> dict:
    """An effect told at ``at`` in ``part``: its name (the quoted card text, "an amulet
    that prevents …"), owner and amount."""
    name = None
    for q in QUOTED_TEXT.finditer(part):
        if q.start() <= at < q.end():
            name = q.group(1).split(":")[0].strip()
    named = [m.group(1) for m in _NAMED.finditer(part[:at + 20])]
    name = name or (named[-1] if named else f"prevention {i + 1}")
    owner = OPPONENT if has_any(part[:at].lower(), THEIRS) else ME
    return {"id": name, "owner": owner, "amount": amount, "source_in_play": True}


def _owner_told(part: str, at: int) -> bool:
    before = part[:at].lower()
    return bool(has_any(before, THEIRS) or has_any(before, MINE))


# -- what an ask wants of the result ------------------------------------------------------

# (and a modifier "while … not yet" added, «пока +2 ещё не добавилось»: before it)
_TIMING = re.compile(r"\b(before|after|then|until|first|сначала|первым|первой|раньше|прежде|до|после|перед)\b|"
                     rf"\b(?:пока|while)\b[^.?!]*?{_MOD_TOKEN}[^.?!]*?(?:\bне\b|\bnot\b|n['’]t\b|\byet\b)|"
                     rf"\b(?:пока|while)\b[^.?!]*?(?:\bне\b|\bnot\b|n['’]t\b|\byet\b)[^.?!]*?{_MOD_TOKEN}", re.I)
_FIRST = re.compile(r"\b(first|сначала|первым|первой|раньше)\b|\bbefore\s+(?:mine|me|hers|him|theirs)\b|"
                    r"\bbefore\s+his(?=\s*[?.!,]|\s*$)|"
                    r"\bbefore\s+(?:my|his|her|their)\s+(?:own\s+)?(?:prevention|effects?|ones?)\b", re.I)
# who the ask says applies first: the subject of "apply"/«применять» itself, right beside the
# verb ("Does my opponent apply …", «… применяет он?», «Я применяю …») — read only in a plain
# ask: one subject of the verb, no framing of the asker's own ("I think", «я правильно
# понимаю»), no condition ("if", "when", «раз»), no waiting or letting, no modifier set
# against the prevention, no alternative ("or"), no denial: else it is not sure who is asked of
_APPLIES_SUBJECT = re.compile(
    r"\b(?P<en>I|he|she|(?:my\s+|the\s+)?opponent)\s+(?:\([^)]*\)\s*)?(?:\w+\s+)?appl(?:y|ies)\b|"
    r"\b(?P<ru>я|он|она|соперник|противник)\s+(?:\w+\s+)?примен\w*|"
    r"\bпримен\w*\s+(?:(?:свои|свой|своё|эффекты|эффект|предотвращения|предотвращение|первым|раньше)\s+){0,4}"
    r"(?P<ru_after>я|он|она|соперник|противник)\b(?!\s+(?:добав|налож|сыгра))", re.I)
_NOT_PLAIN = re.compile(r"\b(?:think|believe|guess|suppose|right|correct|wrong|sure|understand|if|when|whenever|"
                        r"while|wait|waits|let|lets|should|must|have to|has to|or|either|not|no|n't|never|"
                        r"without|instead|finish\w*|attack\w*|modifier\w*|add\w*|bonus\w*|rage|"
                        r"думаю|считаю|понимаю|понял\w*|прав\w*|верно|если|когда|пока|ждать|жд[её]т|жду|должен|"
                        r"должна|надо|нужно|или|либо|не|нет|без|вместо|чем|модификатор\w*|усилени\w*|добав\w*|"
                        r"бонус\w*|атак\w*|удар\w*|мой|моя|моё|мое|моя)\b", re.I)


# a tag that confirms the statement before it ("he applies his first, right?"): no framing
_CONFIRMING_TAG = re.compile(rf"(?:{CONFIRMING_TAG_EN}|{CONFIRMING_TAG_RU})\s*\?*\s*$", re.I)


def _applies_first(ask: str) -> str | None:
    """Who a plain ask says applies their prevention first: ME, OPPONENT, or None."""
    ask = _CONFIRMING_TAG.sub("?", ask)
    if _NOT_PLAIN.search(re.sub(r"^\s*(?:правда ли,?\s+что|is it true that)\s+", "", ask, flags=re.I)):
        return None
    found = [m for m in _APPLIES_SUBJECT.finditer(ask)]
    if len(found) > 1:
        # "he (the inactive player) applies all of his first and then i apply mine": of two
        # subjects, the one whose own clause says "first"
        ends = [m.start() for m in found[1:]] + [len(ask)]
        found = [m for m, end in zip(found, ends, strict=True) if _FIRST.search(ask, m.start(), end)]
    if len(found) != 1:
        return None
    word = (found[0].group("en") or found[0].group("ru") or found[0].group("ru_after")).lower()
    return ME if word in ("i", "я") else OPPONENT


# an ask to confirm what the story told: "Is that how it works?", "That's how it works, right?", "Is he
# right?", «Он прав?»
_CONFIRMING = re.compile(r"^\s*(?:so\s+)?(?:is|isn't)\s+(?:that|this|it)\s+(?:how\s+it\s+works|right|correct|true|legal|"
                         r"the\s+rule)\b|^\s*(?:so\s+)?(?:that's|that\s+is|this\s+is)\s+(?:how\s+it\s+works|right|correct|"
                         r"the\s+rule|legal)\b[\s,]*(?:right|correct|yes)?\s*\?|"
                         r"^\s*(?:is|isn't|are|aren't)\s+(?:he|she|they)\s+right\b|"
                         r"^\s*(?:(?:и|а|так)\s+)?(?:это\s+)?(?:правильно|верно|так)\s*\??\s*$|"
                         r"^\s*(?:он|она|они)\s+(?:прав|права|правы)\b", re.I)
_ALL = re.compile(r"\b(both|all of them|all|оба|обе|все|несколько)\b", re.I)
_NOTHING_LEFT = re.compile(r"nothing (?:is )?left|fully used|used up|all used|полностью\s+(?:ли\s+)?расход\w*|"
                           r"ничего не оста\w*|израсходу\w*|израсходован\w*", re.I)
# ("Can the other 2 still be used on the next attack?": the rest of the effect, not the effect)
# (or "still" with its verb between: «на следующей атаке она ещё может предотвратить 2 раны?",
# "can it still prevent 2 on the next attack?")
_MORE = re.compile(rf"(?:ещё|еще|more|another|again|оставш\w*|остальн\w*|remaining|other|leftover)\s+{NUMBER}\b|"
                   rf"\b{NUMBER}\s+(?:more|remaining|left)\b|"
                   rf"\b(?:ещё|еще|still)\s+(?:(?:может|можно|сможет|смогу|могу|can|could|be\s+able\s+to)\s+)?"
                   rf"(?:prevent\w*|предотвра\w*|block\w*|stop\w*)\s+{NUMBER}\b", re.I)
# ("2 left", "left for this one", «осталось 2»; «оставшиеся 2», the rest named as a subject, only
# asked to apply: "are the remaining 2 lost?" is not)
_LEFT_OVER = re.compile(rf"\b{NUMBER}\s+(?:left|remaining)\b|\bleft\s+(?:for|to|over|on)\b|"
                        rf"\bоста(?:лось|лись|н[её]тся|[её]тся)\b", re.I)
# an attack told of another creature than the one protected: "did 3 wounds to my other creature"
_OTHER_TARGET = re.compile(r"\bother\s+creature|\bдруго\w*\s+существ", re.I)
_THE_REST = re.compile(r"\bоставш\w*|\bremaining\b", re.I)
# the rest of an effect said lost: "are the remaining 2 wasted?", «остальные 3 сгорают?»
_LOST = re.compile(r"\b(?:lost|wasted|gone|fizzle\w*|vanish\w*|disappear\w*|burn\w*|пропада\w*|пропад[её]т|"
                   r"пропадут|сгора\w*|сгор(?:ит|ят)|теря\w*|потеря\w*|исчеза\w*|исчезн\w*)\b", re.I)
# the rest of an effect named without its count: «остаток», "the rest", "what's left"
_REMAINDER = re.compile(r"\bостат\w*|\bостальн\w*|\bоставш\w*|\bthe\s+rest\b|\bleftover\b|\bremainder\b|"
                        r"\bwhat['’]s\s+left\b", re.I)
# (… and not said kept as well: «не сгорает и сохраняется» is two statements)
_KEPT = re.compile(r"\bсохраня\w*|\bсохран[иё]тся|\bоста[её]тся|\bkept\b|\bkeeps?\b|\bstays?\b|\bcarr(?:y|ies)\s+over\b",
                   re.I)
# "still" and its verb before the count: "can it still soak 2", «она ещё может снять 2»
_STILL_MORE = re.compile(rf"\b(?:ещё|еще|still)\s+(?:(?:может|можно|сможет|смогу|могу|can|could|be\s+able\s+to)\s+)?"
                         rf"(?:soak\w*|absorb\w*|cover\w*|сним\w*|снять|закры\w*|закро\w*|погас\w*)\s+{NUMBER}\b", re.I)
# the whole effect spent on one attack: "do I have to burn all 3", «весь эффект сгорает»
_ALL_SPENT = re.compile(r"\b(?:burn|spend|use\s+up|blow)\s+(?:all|the\s+whole|every)\b|"
                        r"\bвесь\s+(?:эффект|щит)\s+(?:\w+\s+)?(?:сгора\w*|трат\w*|расход\w*)|"
                        r"\b(?:сгора\w*|трат\w*|расход\w*)\s+(?:ли\s+)?(?:весь|целиком)\b", re.I)
_OF_THEM = re.compile(rf"\b{NUMBER}\s+(?:из них|из этих|of them|of those|of these)\b", re.I)
# (or the second attack named: «на второй атаке она ещё может предотвратить оставшиеся 3?»)
_NEXT = re.compile(r"next|следующ\w*|later|потом|позже|\bsecond\s+(?:attack|hit|strike)|\bвтор\w*\s+(?:атак\w*|удар\w*)",
                   re.I)
_APPLIES = re.compile(r"\b(apply|applies|applied|use|used|work|works|prevent|prevents|stop|stops|save|saves)\b|"
                      r"сработа\w*|срабатыва\w*|работает|работают|спас[её]т|спасает|действуют|"
                      # "Does its prevention still reduce the wounds?" (the wounds, not the attack's strength)
                      r"\breduc\w*\s+(?:the\s+|those\s+|these\s+|any\s+|my\s+)?wounds?\b|уменьш\w*\s+(?:\w+\s+)?ран\w*|"
                      r"примени\w*|применяется|действует|предотвратит\b|предотвращает|"
                      # "Остаток предотвращения их ещё закрывает?", "does it still cover them?"
                      r"закрыва\w*|закроет|\bcovers?\b|\bblocks?\b|"
                      # "its prevention doesn't protect my creature anymore", «защищает ли оно ещё?»
                      r"\bprotect(?:s|ed)?\b|защища\w*|защитит\b", re.I)
# the one effect of those told the ask is of: "Второй я использую частично", "the first one"
# (masculine, as "эффект" is: "первую атаку" is an attack)
# (not "на второй атаке": the same ending of the attack's)
_WHICH = re.compile(r"\b(?:втор(?:ой|ого|ому|ым)|перв(?:ый|ого|ому|ым)|друг(?:ой|ого|ому|им)|"
                    r"the (?:first|second|other) (?:one|effect))\b(?!\s+(?:атак|удар))", re.I)
_IN_FULL = re.compile(r"\bin full\b|\bfully\b|\bentirely\b|\bполностью\b|\bцеликом\b|\bна всё значение\b", re.I)


# a later attack told after one the effect already prevented wounds of
# ("then his spell adds +2, so the attack deals 5" is the same attack told again)
_AGAIN = re.compile(r"\b(?:next|second|another|new)\s+(?:\w+\s+)?(?:attack|hit|strike|blow)|\bagain\b|"
                    r"\b(?:следующ\w*|втор(?:ая|ой|ую|ым)|нов(?:ая|ой|ую|ым))\s+(?:\w+\s+)?(?:атак\w*|удар\w*)|"
                    r"\bснова\b|ещё раз|еще раз|"
                    # ("Теперь прилетает атака на 3 раны", "Now an attack for 3 comes in")
                    r"\bnow\s+(?:\w+\s+){0,2}?(?:attack|hit|strike|blow)|\bтеперь\s+(?:\w+\s+){0,2}?(?:атак\w*|удар\w*)|"
                    r"\b(?:теперь|сейчас)\s+(?:\w+\s+){0,2}?(?:бь[её]т|бьют)\b|"
                    # (after "last turn …": "This turn it gets hit for 4", «В этом ходу её бьют на 4»)
                    r"\bthis\s+(?:turn|time)\b[^.]*?\b(?:attack|hit|strike|blow)|"
                    r"\bв\s+этом\s+ходу\b[^.]*?(?:атак\w*|удар\w*|бь[её]т|бьют)",
                    re.I)
_THROUGH = re.compile(r"\b(?:get|gets|go|goes|come|comes|got)\s+through\b|\bпрой(?:дёт|дет|дут)\b|\bпроход\w*|"
                      r"\bпрош(?:ла|ли|ло)\b"
                      # what the creature ends up with: «получит ли существо ровно 2 раны», "so I take 1 wound?"
                      r"|\bполуч(?:ит|ает|у|аю|ат|ишь|им)\b|\b(?:takes?|suffers?|receives?)\b|\bend(?:s)?\s+up\s+(?:with|taking)\b",
                      re.I)
# one effect without the others: "is prevention 3 alone enough", «только одно из них», «хватит одного»
_ONE_ALONE = re.compile(r"\balone\b|\b(?:only|just)\s+(?:one|the\s+\d|the\s+(?:first|second|other))\b(?!\s+wounds?)|"
                        r"\bon\s+its\s+own\b|\bтолько\s+(?:одн|перв|втор)\w*\b(?!\s+ран)|\bодн(?:о|ого|им|ой)\s+из\s+них\b|"
                        r"\bхватит\s+одн\w*\b(?!\s+ран)|"
                        r"\bодного\s+предотвращ\w*|\bсам(?:о|а|ого)?\s+по\s+себе\b", re.I)
# no wound at all dealt, said as a denial: «не получить вообще ничего», «ни одной раны не
# пройдёт», "take no wounds", "nothing gets through"
_NONE_THROUGH = re.compile(r"\bне\s+получ\w*\s+(?:(?:вообще|совсем|ни)\s+)*(?:ничего|одной\s+раны|ран\w*)\b|"
                           r"\bничего\s+не\s+получ\w*|\bни\s+одн\w+\s+ран\w*\s+не\s+(?:прой|прош|получ)\w*|"
                           r"\b(?:take|takes|taking|get|gets|suffer|suffers|receive|receives)\s+(?:no|zero|0)\s+wounds?\b|"
                           r"\b(?:take|takes|get|gets|suffer|suffers)\s+nothing\b|"
                           r"\b(?:no|zero)\s+wounds?\s+(?:get|gets|go|goes|come|comes)\s+through\b|"
                           r"\bnothing\s+(?:gets|goes|comes)\s+through\b", re.I)
_THROUGH_COUNT = re.compile(rf"\b{NUMBER}\s+(?:\w+\s+)?(?:wounds?|ран\w*)\b|\b(?:wounds?|ран\w*)\s+{NUMBER}\b"
                            # "does just 1 get through?"
                            rf"|\b{NUMBER}\s+(?:of\s+them\s+)?(?:gets?|go(?:es)?|comes?)\s+through\b"
                            # ("so I take 3, right?": the count the creature takes, its noun left out)
                            rf"|\b(?:takes?|suffers?|receives?|получ(?:ит|ает|у|аю|ат))\s+(?:only\s+|just\s+|всего\s+|только\s+)?"
                            rf"{NUMBER}(?=\s*(?:[,.;?!]|$))", re.I)
_ALL_WOUNDS = re.compile(rf"\b(?:all|все|всех|всё)\s+{NUMBER}\b(?!\s*(?:эффект\w*|effects?|prevention|предотвращ\w*))",
                         re.I)
# "of the 3 wounds", "из 3 ран": the attack's count, before the one asked of
_OF_ALL = re.compile(r"(?:\bof\s+(?:the\s+|these\s+|those\s+)?|\bиз\s+)$", re.I)
_ANY_WOUND = re.compile(r"\bany\b|\bхоть\b|\bхотя бы\b", re.I)


# the attack's strength asked of: "does prevention lower the attack's strength?", «сила удара
# не меняется?» (asked as a number — "так и осталась 4?" — it is left to the rules' wording)
_STRENGTH = re.compile(r"\bсил\w*\s+(?:(?:мо\w+|его|е[её]|их|сво\w+|это\w*|сам\w*)\s+)?(?:удара|атаки)\b|"
                       r"\b(?:удар|атак)\w*\s+(?:\w+\s+)?сил\w*|"
                       r"\b(?:attack|strike)(?:['’]s)?\s+strength\b|"
                       r"\bstrength\s+of\s+(?:the\s+|my\s+|his\s+|her\s+|that\s+|this\s+)?(?:attack|strike)\b",
                       re.I)
# the strength asked as a number: "становится 3?", "так и остаётся 5?", "с 5 до 3", "treated as a
# strike of 3" (the number after "до"/"to", else the ask's one number)
_STRENGTH_TO = re.compile(rf"\b(?:до|to)\s+{NUMBER}\b", re.I)
_STRENGTH_AS = re.compile(rf"\b(?:strike|attack|blow)\s+of\s+{NUMBER}\b|"
                          rf"\bstrength[\s-]+{NUMBER}[\s-]+(?:attack|strike|hit|blow)\b", re.I)
# the attack told by its strength ("удар на 5", "ударом силой 4", "бьёт на 4", "a strike of 5", "strikes for 5"),
# not only by the wounds it dealt or that came through («нанесено 3 раны», «прошло 3 раны»),
# which may be after prevention
_STRENGTH_TOLD = re.compile(rf"\bсил\w*\s+{NUMBER}\b|\b(?:удар\w*|бь[её]т\w*|атаку\w*|атак\w*)\s+(?:\w+\s+){{0,2}}?"
                            rf"на\s+{NUMBER}\b|\b(?:strike|attack|blow)\s+of\s+(?:strength\s+)?{NUMBER}\b|"
                            rf"\bstrikes?\s+(?:\w+\s+){{0,2}}?for\s+{NUMBER}\b|"  # ("strikes mine for 5": удар на 5)
                            rf"\bstrength[\s-]+{NUMBER}\b|\b{NUMBER}[\s-]+strength\b", re.I)
_STRENGTH_CHANGED = re.compile(r"\b(?:chang\w*|lower\w*|reduc\w*|drop\w*|decreas\w*|меня\w*|измен\w*|уменьш\w*|"
                               r"сниж\w*|пада\w*)\b", re.I)


def _strength_is(ask: str, situation: Situation) -> Wants | None:
    """"Получается, сила удара становится 3?", "так и остаётся 5?": whether the attack's
    strength, which prevention does not change, is the number asked. Only of an attack the
    story tells by its strength, with no modifier: wounds told as dealt or come through may
    be after prevention."""
    to = _STRENGTH_TO.search(ask) or _STRENGTH_AS.search(ask)
    said = {number(m.group(1)) for m in _COUNT_WORD.finditer(ask)}
    asked_value = _value(to) if to else next(iter(said)) if len(said) == 1 else None
    told = [f for f in situation.facts if f["slot"] == "attack.wounds"]
    # (a modifier told, read or not — "у него +1 от артефакта" —: the strength asked may be either)
    if asked_value is None or len(told) != 1 or any(f["slot"] == "attack.modifiers" or _MODIFIER.search(str(f["text"]))
                                                     for f in situation.facts):
        return None
    if ask.strip(" ?") in told[0]["text"]:
        return None  # (the strength read from the claim asked about: "She says … a strength-3 attack. Is she right?")
    strength = _STRENGTH_TOLD.search(told[0]["text"])
    # (the strength said is the count read as the attack's: not "… 3 wounds land" read for it)
    if strength is None or _value(strength) != told[0]["value"]:
        return None
    return Wants(f"the attack's strength is {asked_value}",
                 lambda check, state: None if check["result"]["attack_strength"] is None
                 else check["result"]["attack_strength"] == asked_value,
                 rests_on="bk.prevention.not-attack-strength")


def _strength_asked(ask: str, situation: Situation) -> Wants | None:
    """Whether prevention changed the attack's strength ("Does the prevention lower my
    attack's strength?"; «Правда ли, что сила удара не меняется …?» asks the denial). A
    strength asked as a number is left to the rules' wording: a story's "нанесено 3 раны"
    may be the wounds dealt, not the attack's. None: asked in a way not read."""
    if _COUNT_WORD.search(ask):
        return _strength_is(ask, situation)
    changed = _STRENGTH_CHANGED.search(ask)
    if changed is None:
        return None
    denied = re.search(r"(?:\bnot|n't|n’t|\bне)\s+(?:\w+\s+)?$", ask[:changed.start()], re.I) is not None
    strength = Wants("the attack's strength unchanged by prevention" if denied else "the attack's strength changed by "
                     "prevention", lambda check, state: None if check["result"]["attack_strength"] is None else denied,
                     denial_is_its_own=denied, rests_on="bk.prevention.not-attack-strength")
    if _NONE_THROUGH.search(ask[changed.end():]):
        # «Предотвращение меняет силу удара, и я не получаю ничего, так?»: both, each in its own
        # polarity (the "не" of the second is its own, not the question's)
        return Wants(f"{strength.name} and no wound dealt", partial(_applied_and, strength.test, _none_dealt),
                     denial_is_its_own=True, rests_on=strength.rests_on)
    return strength


def asked(ask: str, situation: Situation) -> Wants | None:
    """What the ask wants of the result: who applies first, whether the effects (all, or
    the asker's) apply, whether nothing (or N) is left for the next attack, the attack's
    strength. A use the ask proposes ("only 2") is the step asked about, not one of these."""
    if _USES.search(ask) or _ONE_ALONE.search(ask):
        # (one effect without the others, "I use only the 3 and take no wounds, right?", «хватит
        # одного предотвращения 3?»: the run applies every effect told, not that one alone)
        return None
    if _STRENGTH.search(ask) or _STRENGTH_AS.search(ask):
        # (the attack's strength asked, read or not: "since I take no wounds, the strike's
        # strength drops to 0, right?" — what the ask says of the wounds is its reason, not what
        # it asks)
        return _strength_asked(ask, situation)
    told = [k for k in ("told_before_modifiers", "told_used") if (situation.template or {}).get(k) is not None] + \
        [f"preventions[{i}].told_used" for i, x in enumerate((situation.template or {}).get("preventions", []))
         if x.get("told_used") is not None]
    if told and _CONFIRMING.search(ask):
        # "He says prevention kicks in first, before my +2 is added. Is that how it works?":
        # whether what the story says they did is right — no rule broken by it (not whether
        # the effect "works")
        return Wants("as told", lambda check, state: not any(
            v["path"].removeprefix("state.") in told for v in check.get("violations") or []))
    if _CONFIRMING.search(ask):
        return None  # "Is that how it works?" of a story of no deed read: it confirms the story, not the effect
    if _FIRST.search(ask):
        who = _applies_first(ask)
        if who is None:
            return None
        return Wants(f"applies first: {'the opponent' if who == OPPONENT else 'you'}", partial(_first, who))
    if _NOTHING_LEFT.search(ask) or _ALL_SPENT.search(ask):
        # ("Do I have to burn all 3 on that single wound?", «Сгорает ли весь эффект на этих 2
        # ранах?»: whether the whole of it is spent on this attack)
        return Wants("nothing left", partial(_left, 0, True))
    # (the ask's own question, after the attack its dash tells: «теперь вторая атака на 3 раны —
    # оставшиеся 2 ещё можно предотвратить?»)
    last = ask.split(" — ")[-1]
    counted = _OF_THEM.search(last) or _MORE.search(last) or _STILL_MORE.search(last)
    if counted and _PREVENTS.search(last) and not _NEXT.search(last) \
            and any(f["slot"] == "earlier_attack.prevented" for f in situation.facts):
        # "The first attack used 2 of it; now a second one deals 3 — can it prevent 2 more?":
        # of the attack told last, with what the first one left
        n = _value(counted) or 0
        return Wants(f"{n} more prevented", partial(_prevented, n))
    # "… пришло ещё 3 — 2 из них карта ещё может предотвратить?": what is left must cover
    # the N asked of, not the next attack's wounds the ask tells first
    of_them = _OF_THEM.search(ask)
    if of_them and _PREVENTS.search(ask[of_them.end():]):
        n = _value(of_them) or 0
        return Wants(f"{n} left for the next attack", partial(_left, n, False))
    if of_them and _PREVENTS.search(ask[:of_them.start()]):
        # "Now a second attack deals 3 wounds — can the card still prevent 2 of them?": of this attack
        n = _value(of_them) or 0
        return Wants(f"{n} prevented", partial(_prevented, n))
    more = _MORE.search(ask) or _STILL_MORE.search(ask)
    if more and _LOST.search(ask) and (_THE_REST.search(ask) or _OTHERS.search(ask)):
        # "Are the remaining 2 lost?", «Остальные 3 сгорают?»: the rest not kept for a later attack
        n = _value(more) or 0
        return Wants(f"the other {n} lost", lambda check, state: _negated(_left(n, False, check, state)))
    if more is None and _LOST.search(ask) and _REMAINDER.search(ask) and not _COUNT_WORD.search(ask) \
            and not _KEPT.search(ask):
        # «Разве остаток не сгорает?», "Is the rest wasted?": of a rest there is, kept — so not
        # lost (of none left, the ask has nothing to ask of)
        return Wants("the rest lost", lambda check, state: False if _left(1, False, check, state) else None)
    attacks = [f["text"] for f in situation.facts if f["slot"] == "attack.wounds"]
    if more and (_NEXT.search(ask) or (_LEFT_OVER.search(ask) or _THE_REST.search(ask) and _APPLIES.search(ask))
                 and len(attacks) == 1 and len(_WOUNDS.findall(attacks[0])) == 1 and not _OTHER_TARGET.search(attacks[0])):
        # (or "do I still have 2 left to prevent?": what the one attack told leaves over — not
        # after a next attack the story tells as well, which the ask may come before)
        n = _value(more) or 0
        # "Второй я использую частично … у него остаются ещё 2?": of the second effect only
        which = _WHICH.search(ask.split(" — ")[0] if " — " in ask else ask)
        if which is not None:
            at = 1 if re.match(r"втор|second|other|друг", which.group(0), re.I) else 0
            return Wants(f"{n} left on effect {at + 1} for the next attack", partial(_left_on, at, n))
        return Wants(f"{n} left for the next attack", partial(_left, n, False))
    if _IN_FULL.search(ask):
        # "Can both of my effects be used in full?": each prevents all it can, none left over
        return Wants("used in full", partial(_left, 0, True))
    if (none_through := _NONE_THROUGH.search(ask)) is not None:
        # «могу применить оба и не получить вообще ничего?», "so I take no wounds at all?": the
        # denial is what is asked (none dealt), with the effects' applying when that is said too
        if not _APPLIES.search(ask[:none_through.start()]):
            return _NO_WOUND_DEALT
        both = _ALL.search(ask) is not None
        return Wants(f"{'all apply' if both else 'applies'} and no wound dealt",
                     partial(_applied_and, partial(_apply, not both), _none_dealt), denial_is_its_own=True)
    if _THROUGH.search(ask):
        # "Пройдёт ли всё-таки одна рана?", "Does any wound get through?": the wounds dealt
        if _ANY_WOUND.search(ask):
            return Wants("a wound gets through", lambda check, state: check["result"]["wounds_dealt"] >= 1)
        # (the count nearest the verb, not the attack's "of the 3 wounds, does just 1 get through?")
        verb = _THROUGH.search(ask)
        counts = [m for m in _THROUGH_COUNT.finditer(ask) if not _OF_ALL.search(ask[:m.start()])]
        if verb is not None and counts:
            through = _value(min(counts, key=lambda m: abs(m.start() - verb.start())))
            return Wants(f"{through} wounds get through", lambda check, state: check["result"]["wounds_dealt"] == through)
    if (every := _ALL_WOUNDS.search(ask)) is not None and _PREVENTS.search(ask):
        # "Могу ли я предотвратить все 3?": every wound of the attack, not every effect
        all_of = number(every.group(1))
        return Wants(f"all {all_of} wounds prevented", lambda check, state: check["result"]["wounds_dealt"] == 0
                     if check["result"]["wounds_before_prevention"] == all_of else None)
    if _TIMING.search(ask) or not _APPLIES.search(ask):
        return None
    if _ALL.search(ask):
        return Wants("all apply", partial(_apply, False))
    return Wants("applies", partial(_apply, True))


def _mine(state: dict, only_mine: bool) -> list[dict]:
    shields = state.get("preventions", [])
    mine = [x for x in shields if x["owner"] == ME]
    return mine if only_mine and mine else shields


def _first(who: str, check: dict, state: dict) -> bool | None:
    """Whether ``who``'s effect applies first — asked only of effects of both players: with
    one side's read, the other's was not, and the order is not known."""
    applied = check["result"].get("applied") or []
    owners = {x["id"]: x["owner"] for x in state.get("preventions", [])}
    if set(owners.values()) != {ME, OPPONENT}:
        return None
    return owners.get(applied[0]["id"]) == who if applied else None


def _apply(only_mine: bool, check: dict, state: dict) -> bool | None:
    shields = _mine(state, only_mine)
    if not shields:
        return None
    prevented = {a["id"]: a["prevented"] for a in check["result"].get("applied") or []}
    if all(prevented.get(x["id"], 0) > 0 for x in shields):
        return True
    # the order of one player's own effects is not the book's (only the inactive player's
    # before the active player's): taken in the order told, a later one may prevent nothing
    # where the smaller ones first would leave it wounds ("3 wounds, effects of 3 and 1:
    # both?") — then whether all apply turns on an order nobody told
    every = state.get("preventions", [])
    amounts = [x["amount"] for x in shields]
    if len({x["owner"] for x in every}) == 1 and all(x.get("source_in_play", True) and x.get("uses") is None
                                                     and a is not None for x, a in zip(shields, amounts, strict=True)) \
            and check["result"]["wounds_before_prevention"] > sum(amounts) - max(amounts):
        return None
    return False


def _none_dealt(check: dict, state: dict) -> bool:
    return check["result"]["wounds_dealt"] == 0


_NO_WOUND_DEALT = Wants("no wound dealt", _none_dealt, denial_is_its_own=True)


def _applied_and(applies: Callable[[dict, dict], bool | None], then: Callable[[dict, dict], bool | None],
                 check: dict, state: dict) -> bool | None:
    """Whether the effects apply as asked and ``then`` holds too: no when either fails, unknown
    when one is unknown and the other holds."""
    both = (applies(check, state), then(check, state))
    return False if False in both else None if None in both else True


def _negated(value: bool | None) -> bool | None:
    return None if value is None else not value


def _prevented(n: int, check: dict, state: dict) -> bool:
    """Whether the asker's effects (all, when none is the asker's) prevent at least ``n``."""
    mine = {x["id"] for x in _mine(state, True)}
    return sum(a["prevented"] for a in check["result"].get("applied") or [] if a["id"] in mine) >= n


def _left_on(at: int, n: int, check: dict, state: dict) -> bool | None:
    """Whether the ``at``-th effect told keeps at least ``n`` for the next attack."""
    shields = state.get("preventions", [])
    left = {a["id"]: a["remaining"] for a in check["result"].get("applied") or []}
    if at >= len(shields) or shields[at]["id"] not in left:
        return None
    return left[shields[at]["id"]] >= n


def _left(n: int, exactly: bool, check: dict, state: dict) -> bool | None:
    shields = _mine(state, True)
    left = {a["id"]: a["remaining"] for a in check["result"].get("applied") or []}
    # (an effect whose source card has left play keeps nothing: it no longer applies)
    left |= {x["id"]: 0 for x in shields if x.get("source_in_play") is False}
    if not shields or any(x["id"] not in left for x in shields):
        return None
    return all((left[x["id"]] == n) if exactly else (left[x["id"]] >= n) for x in shields)


# -- an action declared from a hidden card ----------------------------------------------

# "declared an action through a face-down card", "объявил игродействие по своей скрытой карте"
# ("вскрыты" is revealed: a hidden card is "скрыт…" as a word of its own)
_HIDDEN_ACTION = re.compile(r"(?:declar\w*|announc\w*|объяв\w*|заяв\w*)\b[^.?]{0,60}?(?:face-down|facedown|hidden|"
                            r"\bскрыт\w*|\bзакрыт\w*|под рубашкой)"
                            # "My hidden creature declared an action"
                            r"|\b(?:face-down|facedown|hidden|скрыт\w*|закрыт\w*)\s+(?:\w+\s+){0,2}?"
                            r"(?:declar\w*|announc\w*|объяв\w*|заяв\w*)", re.I)
# (and said as not allowed: "it wasn't allowed for that card", «ей на самом деле не разрешено»)
_ILLEGAL = re.compile(r"\b(?:illegal|not legal|isn't legal|wasn't legal|was not legal|нелегальн\w*|не легальн\w*|"
                      r"(?:not|n't|never)\s+(?:\w+\s+){0,2}?allowed|не\s+(?:\w+\s+)?(?:разрешен\w*|допустим\w*)|запрещен\w*)", re.I)
_LEGAL = re.compile(r"\b(?:turn(?:s|ed)? out (?:to be )?legal|is legal|was legal|легальн\w*)", re.I)
_PAID = re.compile(rf"\b(?:paid|pay|оплатил\w*|заплатил\w*)\s+(?:for\s+it\s+)?(?:{NUMBER})?"
                   # what the action costs: "an action that costs 2", "стоимостью 2"
                   rf"|\b(?:costs?|costing)\s+{NUMBER}\b|\bстоимост\w*\s+{NUMBER}\b|\bстоит\s+{NUMBER}\b", re.I)
# (not «Верно ли, что …»: "is it true that")
_ASK_REFUND = re.compile(r"\brefund\w*|get (?:it |them |that )?back|\bback\b|\b(?!верно\b|верн(?:ый|ая|ое|ые)\b)верн\w*|"
                         r"возвра\w*", re.I)
_ASK_PAID = re.compile(r"\bpa(?:y|id|ys)\b|\bcost\b|оплач\w*|уплач\w*|заплат\w*|плат\w*", re.I)
_ASK_PERFORMED = re.compile(r"\bhappen\w*|\bperform\w*|\bresolv\w*|\bgo(?:es)? through\b|\btake effect\b|"
                            r"\bcarr(?:y|ies|ied)\s+out\b|"
                            r"\bgo(?:es)? off\b|\bwork\b|\bworks\b|\btrigger\w*|"
                            r"выполня\w*|срабатыва\w*|сработает|исполня\w*", re.I)


# a count made for a declaration: revealed and hidden cards, and what they have
# "two revealed creatures with different elements and one still face-down", "вскрыты
# существа двух разных стихий, и ещё две его карты лежат скрытыми", "три вскрытых Ковена"
# (and said open: "2 face-up Coven creatures", «открыто 2»)
_REVEALED = re.compile(rf"\b{NUMBER}\s+(?:\w+\s+){{0,2}}?(?:revealed|face-up|вскрыт\w*|открыт\w*)|"
                       rf"(?:revealed|face-up|вскрыт\w*|открыт\w*)\s+(?:«?\w+»?\s+){{0,2}}?{NUMBER}\b|"
                       # (the elements counted among them: "2 elements among his revealed cards", «среди
                       # вскрытых карт у меня существа двух стихий»)
                       rf"\b{NUMBER}\s+(?:different\s+)?elements?\s+(?:among|in|on|across)\s+(?:\w+\s+){{0,2}}?"
                       rf"(?:revealed|face-up)|(?:среди|из)\s+(?:вскрыт\w*|открыт\w*)\s+(?:\w+\s+){{0,4}}?{NUMBER}\s+"
                       rf"(?:разн\w+\s+)?стихи\w*", re.I)
_HIDDEN = re.compile(rf"\b{NUMBER}\s+(?:\w+\s+){{0,3}}?(?:face-down|facedown|hidden|\bскрыт\w*|\bзакрыт\w*)"
                     rf"|\b(?:one|одна|один|одно|третье|третий|третья)\s+(?:\w+\s+){{0,3}}?(?:face-down|facedown|hidden|"
                     rf"\bскрыт\w*|\bзакрыт\w*)", re.I)
# Berserk's elements, named: "вскрыты болото, лес и тьма", "одно болотное и одно лесное"
_ELEMENTS = {"swamp": r"болот\w*|swamps?", "forest": r"лес|леса|лесн\w*|forests?",
             "darkness": r"тьм\w*|т[её]мн\w*|darkness", "mountain": r"гор(?:ы|а|ная|ное|ной|ные|ных)|горн\w*|mountains?",
             "steppe": r"степ(?:ь|и|ей|ям|ями|ях|н\w*)|steppes?", "neutral": r"нейтральн\w*|neutral"}
_ELEMENT = re.compile("|".join(rf"(?P<{k}>\b(?:{v})\b)" for k, v in _ELEMENTS.items()), re.I)
_SEEN = re.compile(r"\bвскрыт\w*|\brevealed\b|\bface-up\b|\bвидн\w*|\bvisible\b|\bоткрыт\w*", re.I)
_UNSEEN = re.compile(r"face-down|facedown|hidden|\bскрыт\w*|\bзакрыт\w*", re.I)
_DISTINCT = re.compile(r"different elements|разных стихий|разной стихии|(?:двух|трёх|трех|четырёх|четырех)\s+стихий|"
                       rf"по\s+\w+\s+стихиям|\b{NUMBER}\s+(?:\w+\s+)?(?:elements|стихи\w*)\b", re.I)
_COUNTING = re.compile(r"\bcount\w*|(?:под|по)?счит\w*|\bчисл\w*|\bX\b|\bХ\b|стихи\w*|elements?", re.I)
# a count of cards, not of elements: "counts the Coven cards", "число существ класса «Ковен»"
# (the class may be named in two languages: 'counts my Coven ("Ковен") cards')
_CARDS_COUNTED = re.compile(r"\bcount\w*\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+)?(?:(?!elements?\b|of\b)[\w«»\"“”()]+\s+){0,2}?"
                            r"(?:cards|creatures)\b|"
                            r"числ\w*\s+(?:\w+\s+)?(?:существ|карт)|"
                            r"(?:по|под)?счит\w*\s+(?:\w+\s+)?(?:существ|карт)|"
                            r"\bnumber of\s+(?:\w+\s+){0,2}?(?:cards|creatures)\b|количеств\w*\s+(?:\w+\s+)?(?:существ|карт)|"
                            # (a class is a card's: "Coven-class cards", «карты класса «Ковен»»)
                            r"\bкласс\w*|\bclass\b", re.I)
_X_TOLD = re.compile(rf"\b[XХ]\s*=\s*{NUMBER}", re.I)


def _named_elements(text: str) -> tuple[list[str], list[str]]:
    """The elements the story names for revealed cards, one per card as told, and for
    hidden ones ("а третье, со стихией тьмы, лежит скрытым")."""
    seen: list[str] = []
    unseen: list[str] = []
    for part in _parts(text):
        # (each piece of a part — "вскрыты 2 карты, одна болотная, другая лесная, и ещё одна
        # лежит скрытой" — is of the cards the last piece that said revealed or hidden told of)
        told: list[str] | None = None
        for piece in _ELEMENT_PIECES.split(part):
            told = unseen if _UNSEEN.search(piece) else seen if _SEEN.search(piece) else told
            if told is not None:
                # (one element named twice in a piece is one card's: "болото … болотный тролль")
                told += [n for n in dict.fromkeys(m.lastgroup for m in _ELEMENT.finditer(piece) if m.lastgroup)
                         if n not in told or told is unseen]
    return seen, unseen


_ELEMENT_PIECES = re.compile(r",\s*|\s+[—–-]\s+|\s+(?:and|и|плюс|plus|а)\s+|[()]", re.I)


def _count_cards(text: str, s: Situation) -> dict | None:
    """The cards a declaration's count looks at: the revealed ones (each counted on its own:
    the story says their elements differ, or it counts cards) and the hidden ones. None
    when the story gives no count, or not whether the revealed ones differ."""
    if not _COUNTING.search(text):
        return None
    revealed, hidden, told_x = _REVEALED.search(text), _HIDDEN.search(text), _X_TOLD.search(text)
    n_revealed = _value(revealed) if revealed else _value(told_x) if told_x else None
    told_hidden = _value(hidden) if hidden and any(hidden.groups()) else None
    n_hidden = told_hidden if hidden and told_hidden is not None else 1 if hidden or _UNSEEN.search(text) else 0
    # the revealed cards' elements, when the story names one per card, and the hidden one's
    seen_names, unseen_names = _named_elements(text)
    if n_revealed is None and seen_names:
        n_revealed = len(seen_names)
    named = bool(seen_names) and len(seen_names) == n_revealed
    if n_revealed is None or n_hidden is None or n_revealed + n_hidden > 20:
        return None
    if not (_DISTINCT.search(text) or _CARDS_COUNTED.search(text) or named):
        return None  # "two revealed creatures": of one element or two, not told
    cards = [{"revealed": True, "elements": [seen_names[i] if named else f"revealed {i + 1}"]} for i in range(n_revealed)]
    # (a hidden card revealed before the declaration counted: "He revealed the hidden one before I declared")
    before = _REVEALED_BEFORE.search(text) if n_hidden else None
    cards += [{"revealed": before is not None,
               "elements": [unseen_names[i] if i < len(unseen_names) else f"hidden {i + 1}"]}
              for i in range(n_hidden)]
    if before is not None:
        s.fact(before.group(0), "count.cards", {"revealed": n_revealed + n_hidden, "hidden": 0})
    # (the whole part that tells it, for the reading line: "вскрыты два существа, одно болотное
    # и одно лесное", not the two words the pattern caught)
    said = (revealed or told_x or hidden or _COUNTING.search(text)).group(0)  # type: ignore[union-attr]
    s.fact(next((p for p in _parts(text) if said in p), said), "count.cards", {"revealed": n_revealed, "hidden": n_hidden})
    return {"cards": cards}


# what the players say they did: gave the cost back, carried the action out (or not), the X
# they used ("вернул себе всё, что потратил", "it still resolved", "заявил Х=3", "получило 4 фишки")
# (and the cost told as not to be paid: «раз оно не выполняется, то и платить не нужно — и я
# открыл существо обратно», "so we said I didn't have to pay and I untapped my creature")
_TOLD_REFUND = re.compile(r"\b(?:refund\w*|(?:got|get|gave|give|took|take)\s+(?:\w+\s+){0,3}?back|"
                          r"(?<!не )вернул\w*|(?<!не )верну\w*|возвратил\w*|"
                          r"(?:платить|оплачивать)\s+(?:\w+\s+)?не\s+(?:нужно|надо)|не\s+(?:нужно|надо)\s+(?:\w+\s+)?"
                          r"(?:платить|оплачивать)|открыл\w*\s+(?:\w+\s+){0,2}?обратно|"
                          r"(?:did\s*n['’]?t|did not|do\s*n['’]?t|does\s*n['’]?t)\s+(?:have|need)\s+to\s+pay|no need to pay|"
                          r"untap\w*)", re.I)
_TOLD_DONE = re.compile(r"\b(?P<neg>not\s+|n't\s+|не\s+)?(?:resolv\w*|performed|carried out|took effect|went through|"
                        r"выполнил\w*|выполнен\w*|сработал\w*|исполнил\w*)", re.I)
_TOLD_X = re.compile(rf"\b[XХ]\s*=\s*{NUMBER}|\b(?:gave|gives|got|get|дал\w*|получил\w*|получает)\s+(?:\w+\s+){{0,2}}?"
                     rf"{NUMBER}\s+(?:tokens?|counters?|фиш\w*|жетон\w*)", re.I)


def _told(parts: list[str], counted: bool, s: Situation) -> dict:
    """What the story says the players did about the declaration."""
    told: dict = {}
    for part in parts:
        if _TOLD_REFUND.search(part):
            told["refunded"] = True
            s.fact(part, "told.refunded", True)
        done = _TOLD_DONE.search(part)
        if done:
            told["performed"] = not done.group("neg")
            s.fact(part, "told.performed", told["performed"])
        met = _TOLD_MET.search(part)
        if met:
            told["requirement_met"] = not _DEED_DENIED.search(part[:met.end()])
            s.fact(part, "told.requirement_met", told["requirement_met"])
        x = _TOLD_X.search(part) if counted else None
        if x:
            told["x"] = _value(x)
            s.fact(part, "told.x", told["x"])
    return told


# a feature an action may be declared only with: "можно заявить, только если в моём отряде
# есть существо класса «Ковен»", "it requires a «Coven» creature", "only if I have a Coven class
# creature"
_REQUIRES = re.compile(r"(?:только\s+(?:если|при)|лишь\s+(?:если|при)|требу\w*|необходим\w*|only\s+(?:\w+\s+){0,3}?(?:if|when)|"
                       r"requir\w*|\bneeds?\b|нужн\w*)[^.?]{0,80}?(?:[«\"“]([^»\"”]{1,40})[»\"”]|"
                       r"(?:класса|классом)\s+(\w{3,40})|\b(\w{3,40})\s+class\b)", re.I)
# a card revealed before the declaration: then it counted ("I revealed it and then declared")
_REVEALED_BEFORE = re.compile(r"(?:вскрыл\w*|открыл\w*|revealed|flipped)\b[^.]{0,40}?\b(?:до|перед|прежде|before|"
                              r"then\s+declared|а\s+потом\s+заяв|и\s+потом\s+заяв|затем\s+заяв)", re.I)
_LATER = re.compile(r"\b(?:after|later|then|после|потом|позже|затем)\b", re.I)
_PIECES = re.compile(r",\s*|\s+(?:and|и|плюс|plus)\s+", re.I)
_NONE = re.compile(r"\bне\s+было\b|\bнет\b|\bни\s+одно\w*|\bno\b|\bnone\b|\bnot\s+(?:a|any)\b|"
                   r"\b(?:did|do|does)\s*n['’]?t\s+have\b|\bhad\s+no\b", re.I)
# the players say they counted the requirement as met: "мы засчитали требование", "we counted it as met"
_TOLD_MET = re.compile(r"\b(?:засчитал\w*|зачл\w*|зачёл|посчитал\w*|counted|treated|considered)\b[^.]{0,40}?"
                       r"(?:требовани\w*|услови\w*|requirement|condition|\bmet\b|выполнен\w*)", re.I)


# how many cards a requirement counts: "at least 3 creatures of the Koven class", «не менее
# трёх существ класса «Ковен»», "3 or more Koven creatures", "three Coven creatures"
_AT_LEAST = re.compile(rf"\b(?:at\s+least|no\s+fewer\s+than|не\s+менее|не\s+меньше|как\s+минимум|хотя\s+бы|минимум)\s+"
                       rf"{NUMBER}\b|\b{NUMBER}\s+(?:or\s+more|и\s+более|или\s+больше)\b|"
                       rf"\b{NUMBER}\s+(?:[«\"“]?\w+[»\"”]?\s+){{0,2}}?(?:creatures?|cards?|существ\w*|карт\w*)\b", re.I)


def _requirement(text: str, s: Situation) -> dict | None:
    """A declaration that requires a feature (a class, an element) and the cards the story
    says have it, revealed and hidden at the moment of declaration (a hidden one revealed
    before it counts as revealed). None when the story tells no such requirement, or not
    which cards have the feature."""
    req = _REQUIRES.search(text)
    if req is None:
        return None
    name = (req.group(1) or req.group(2) or req.group(3)).strip()
    stem = name.casefold()[:max(4, len(name) - 2)]
    seen: int | None = None
    unseen = 0
    for part in _parts(text):
        if stem not in part.casefold() or req.group(0) in part:
            continue
        # (each of its pieces: "one revealed Coven and one hidden" — a piece that does not name
        # the feature is of it only right after one that does: not "две вскрытые карты и одна
        # скрытая, у скрытой класс «Ковен»", where only the hidden one has it)
        after_named = False
        for piece in _PIECES.split(part):
            told_n = compiled(rf"\b{NUMBER}\b", re.I).search(piece)  # ("Two of my Koven creatures")
            n = first_number(told_n) if told_n else None
            named = stem in piece.casefold()
            of_it = named or after_named and told_n is not None
            after_named = named
            if not of_it or _LATER.search(piece):
                continue  # ("… and I revealed it right after declaring": not a card of its own, nor revealed then)
            if _UNSEEN.search(piece):
                unseen += 0 if _NONE.search(piece) else n if n else 1
                s.fact(part, "count.cards", {"hidden": unseen, "with": name})
            elif _SEEN.search(piece):
                seen = (seen or 0) + (0 if _NONE.search(piece) else n if n else 1)
                s.fact(part, "count.cards", {"revealed": seen, "with": name})
    if seen is None and not unseen:
        return None
    if unseen and (before := _REVEALED_BEFORE.search(text)):
        # ("I revealed my hidden Coven before declaring": revealed at the moment that counts)
        seen, unseen = (seen or 0) + unseen, 0
        s.fact(before.group(0), "count.cards", {"revealed": seen, "with": name})
    least = _AT_LEAST.search(req.group(0))
    at_least = first_number(least) if least else None
    s.fact(req.group(0), "count.required", name if at_least is None else {"with": name, "at_least": at_least})
    cards = [{"revealed": True, "elements": [], "features": [name]} for _ in range(seen or 0)]
    cards += [{"revealed": False, "elements": [], "features": [name]} for _ in range(unseen)]
    return {"cards": cards, "required": name, **({"at_least": at_least} if at_least else {})}


def read_hidden_declaration(text: str, move: str | None = None) -> Situation | None:
    """An action declared from a hidden card (whether it proved illegal when the card was
    revealed, its cost), or a declaration that counts revealed and hidden cards. None when
    the story tells of neither."""
    declared = _HIDDEN_ACTION.search(text)
    s = Situation("hidden-declaration")
    count = _requirement(text, s) or _count_cards(text, s)
    if declared is None and count is None:
        return None
    if declared is not None:
        s.fact(declared.group(0), "action", "declared from a hidden card")
    legal: bool | None = None if declared is not None else True
    cost: int | None = None
    for part in _parts(text):
        if _ILLEGAL.search(part):
            legal = False
            s.fact(part, "action.legal_on_reveal", False)
        elif _LEGAL.search(part):
            legal = True
            s.fact(part, "action.legal_on_reveal", True)
        paid = _PAID.search(part)
        if paid and any(paid.groups()):
            cost = _value(paid)
            s.fact(part, "action.cost", cost)
    # (an X the players used is checked only against a count of revealed cards the story gave)
    told = _told(_parts(text), count is not None and _REVEALED.search(text) is not None, s)
    s.template = {"action": {"cost": cost, "legal_on_reveal": legal}, **({"count": count} if count else {}),
                  **({"told": told} if told else {})}
    if legal is None:
        s.need("action.legal_on_reveal", "Was the action legal when the card was revealed?", "bool",
               "Было ли игродействие легальным, когда карту вскрыли?")
    if cost is None:
        s.need("action.cost", "What did the action cost?", "number", "Какова стоимость игродействия?")
    if not s.needs:
        s.state = s.template
    return s


# "Does the face-down one count?", "Shouldn't I count all five?", "Учитывается ли скрытая?"
_ASK_HIDDEN_COUNTS = re.compile(r"\b(?:face-down|facedown|hidden)\b[^?]*\bcount|\bcount\b[^?]*\b(?:all|every|face-down|"
                                r"hidden)\b|\b(?:скрыт|закрыт)\w*[^?]*(?:учитыва|засчитыва|считает|считается|\bв\s+(?:под)?сч[её]т)|"
                                r"(?:учитыва|засчитыва|посчита|счита)\w*[^?]*\b(?:скрыт|закрыт)", re.I)
# "…, give 4 tokens?", "X = 4?", "даст 4 фишки"
_ASK_X = re.compile(rf"(?:[XХ]\s*=\s*|\b(?:give|gives|даст|дает|даёт|равен|равным|будет|станет|становится|becomes?|stays|"
                    rf"remains|оста[её]тся|итого)\s+){NUMBER}\b"
                    # "Does X go up to 3?", «X вырастет до 3?»
                    rf"|\b[XХ]\s+(?:\w+\s+)?(?:go(?:es)?\s+up|ris(?:e|es)|increas\w*|grows?|jumps?|"
                    rf"вырастет|увелич\w*|станет|поднимет\w*)\s+(?:to|до)\s+{NUMBER}\b"
                    # "Считаю три?", "могу заявить 3?", "Do I count 3?" (the count made, said as a number)
                    rf"|\b(?:счита\w*|посчита\w*|заяв\w*|объяв\w*|count|declare)\s+(?:только\s+|only\s+)?{NUMBER}\b"
                    # "даёт выбранному существу 4 фишки", "gives the chosen creature 4 tokens"
                    rf"|\b(?:give|gives|даст|дает|даёт|получ\w*|gets?)\s+(?:\w+\s+){{0,3}}?{NUMBER}\s+(?:tokens?|counters?|фиш\w*|"
                    rf"жетон\w*)",
                    re.I)
# "Я считаю только две вскрытые, верно?", "I only count the revealed ones": hidden ones not counted
_ASK_ONLY_SEEN = re.compile(r"\b(?:только|лишь|only)\s+(?:\w+\s+){0,2}?(?:вскрыт\w*|revealed|face-up|открыт\w*)", re.I)


def asked_of_declaration(ask: str, situation: Situation) -> Wants | None:
    """Whether hidden cards count, X is a number, the cost is refunded or paid, or the
    action performed. An ask about two of the last at once ("it doesn't happen, but the
    cost stays paid, right?") is left to the rules."""
    state = situation.template or {}
    if (state.get("count") or {}).get("required"):
        # a feature the action requires: whether a hidden card counts for it, or whether it is met
        # ("Does my hidden Coven count?", «Засчитывается ли требование?», "Can I declare it?")
        if _ASK_HIDDEN_COUNTS.search(ask):
            return Wants("hidden cards counted for the requirement",
                         lambda check, st: None if _required_met(check) else False, rests_on=DECLARATION.count_revealed_only)
        if _ASK_MET.search(ask):
            return Wants("requirement met", lambda check, st: _required_met(check), rests_on=DECLARATION.count_revealed_only)
        return None
    if state.get("count"):
        # ("only the revealed ones, not the hidden one": what the ask counts, not what it leaves out)
        if _ASK_ONLY_SEEN.search(ask):
            return Wants("only revealed cards counted",
                         lambda check, st: _negated(_hidden_counted(check, st)))
        if _ASK_HIDDEN_COUNTS.search(ask):
            return Wants("hidden cards counted", _hidden_counted)
        x = _ASK_X.search(ask)
        if x:
            n = _value(x)
            return Wants(f"X = {n}", lambda check, st: check["result"]["x"] == n)
        return None
    # ("Does it resolve anyway since it's paid?": the reason given is told, not asked)
    ask = REASON.sub(" ", ask)
    refund, pay, perform = _ASK_REFUND.search(ask), _ASK_PAID.search(ask), _ASK_PERFORMED.search(ask)
    if refund:
        return Wants("refunded", lambda check, state: not check["result"]["paid"])
    if pay and not perform:
        return Wants("paid", lambda check, state: check["result"]["paid"])
    if perform and not pay:
        return Wants("performed", lambda check, state: check["result"]["performed"])
    return None


_ASK_MET = re.compile(r"\b(?:count\w*|met|satisf\w*|fulfil\w*|declare|засчит\w*|учитыва\w*|выполн\w*|заяв\w*|"
                     r"объяв\w*)\b", re.I)


def _required_met(check: dict) -> bool:
    """Whether the run found the required feature on a card revealed when the action was
    declared: an action whose requirement is not met cannot be declared, and that run alone
    leaves it unpaid (kb/engine/declaration.py)."""
    return bool(check["result"]["paid"])


def _hidden_counted(check: dict, state: dict) -> bool | None:
    """Whether the count included the hidden cards: X as counted against X over every card."""
    cards = (state.get("count") or {}).get("cards") or []
    if not any(not c["revealed"] for c in cards):
        return None
    every = len({e for c in cards for e in c["elements"]})
    return check["result"]["x"] == every


READERS = {"prevention": Reader(read_prevention, asked),
           "hidden-declaration": Reader(read_hidden_declaration, asked_of_declaration)}
__all__ = ["READERS"]
