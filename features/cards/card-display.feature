@spec-3 @spec-4 @spec-9
Feature: How a card is shown
  Each card on the cards screen carries a status chip, its masked number and its expiry date.
  A notice warns about the monthly inactivity fee when the issuer reports one (its banner is not on
  the cards screen yet: the rule that picks the notice is checked on its own).

  Rule: The status chip says whether the card can be used; cancelled wins over blocked, blocked over the card's own state

    Scenario Outline: An <state> card that is <blocked> and <cancelled> shows <status>
      Given a card in the <state> state that is <blocked> and <cancelled>
      Then the card shows the status <status> on a <colour> chip

      Examples:
        | state    | blocked     | cancelled     | status    | colour |
        | active   | not blocked | not cancelled | ACTIVE    | green  |
        | inactive | not blocked | not cancelled | INACTIVE  | yellow |
        | active   | blocked     | not cancelled | BLOCKED   | red    |
        | inactive | blocked     | not cancelled | BLOCKED   | red    |
        | active   | not blocked | cancelled     | CANCELLED | red    |
        | inactive | not blocked | cancelled     | CANCELLED | red    |
        | active   | blocked     | cancelled     | CANCELLED | red    |

  Rule: The card number is never shown in full on the card, only its last four digits

    Scenario Outline: A card ending in <last four>
      Given a card whose number ends in "<last four>"
      Then the card number reads "<shown>"

      Examples:
        | last four | shown               |
        | 1234      | **** **** **** 1234 |
        | 0007      | **** **** **** 0007 |

  Rule: The expiry month and year are shown as month, slash, year

    Scenario: A card expiring in December 2027
      Given a card whose expiry is "1227"
      Then the card expiry reads "12/27"

  Rule: Decision: an expiry that is not four digits is shown exactly as the issuer sent it

    Scenario: An unexpected expiry value
      Given a card whose expiry is "12/2027"
      Then the card expiry reads "12/2027"

  Rule: Of the inactivity fee notices the issuer reports for the cards, one at most is shown at a time

    Scenario: No card has an inactivity fee notice
      Given the consumer holds these prepaid cards:
        | card |
        | A    |
        | B    |
      Then there is no inactivity fee notice to show

    Scenario Outline: A single card with a <notice>
      Given the consumer holds these prepaid cards:
        | card | inactivity notice | fee starts | monthly fee |
        | A    |                   |            |             |
        | B    | <notice>          | 2026-07-01 | 1.00 EUR    |
      Then the notice to show is an inactivity fee <notice> for card B, starting 2026-07-01, of 1.00 EUR

      Examples:
        | notice       |
        | notification |
        | warning      |

  Rule: Decision: with several notices, a warning beats a notification, then the earliest start date wins, then the card listed first

    Scenario: A later warning beats an earlier notification
      Given the consumer holds these prepaid cards:
        | card | inactivity notice | fee starts | monthly fee |
        | A    | notification      | 2026-01-01 | 1.00 EUR    |
        | B    | warning           | 2026-12-01 | 1.00 EUR    |
      Then the notice to show is an inactivity fee warning for card B, starting 2026-12-01, of 1.00 EUR

    Scenario: Between two warnings the fee that starts first wins
      Given the consumer holds these prepaid cards:
        | card | inactivity notice | fee starts | monthly fee |
        | A    | warning           | 2026-07-02 | 1.00 EUR    |
        | B    | warning           | 2026-07-01 | 1.00 EUR    |
        | C    | warning           | 2026-07-01 | 1.00 EUR    |
      Then the notice to show is an inactivity fee warning for card B, starting 2026-07-01, of 1.00 EUR
