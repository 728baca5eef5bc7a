@spec-2-cards @spec-4
Feature: Managing cards on the cards screen
  Under the selected card the consumer finds the actions the card allows: activate, show details,
  block, unblock and deactivate. A filter and a sort order help find a card among many. The rules behind
  them are checked on their own; unblocking is done on the cards screen.

  Rule: A blocked or cancelled card hides details and block; only a blocked card that is not cancelled can be unblocked; deactivate needs a usable card and a way to deactivate it; decided: only an inactive card that is neither blocked nor cancelled can be activated

    Scenario Outline: The actions of an <state> card that is <blocked> and <cancelled>
      Given a card in the <state> state that is <blocked> and <cancelled>
      Then the card allows "<actions>"

      Examples:
        | state    | blocked     | cancelled     | actions                              |
        | active   | not blocked | not cancelled | details, block, deactivate           |
        | inactive | not blocked | not cancelled | activate, details, block, deactivate |
        | active   | blocked     | not cancelled | unblock                              |
        | inactive | blocked     | not cancelled | unblock                              |
        | active   | not blocked | cancelled     | none                                 |
        | inactive | not blocked | cancelled     | none                                 |
        | active   | blocked     | cancelled     | none                                 |

    Scenario: The issuer offers no way to deactivate the card
      Given a card in the active state that is not blocked and not cancelled
      And the issuer allows no way to deactivate that card
      Then the card allows "details, block"

  Rule: The filter lists all cards, active ones, deactivated ones or blocked ones

    Background:
      Given the consumer holds these prepaid cards:
        | card | state    | blocked | cancelled |
        | A    | active   | no      | no        |
        | B    | inactive | no      | no        |
        | C    | active   | yes     | no        |
        | D    | inactive | yes     | no        |
        | E    | active   | no      | yes       |
        | F    | active   | yes     | yes       |

    Scenario Outline: Filtering on <filter> cards
      Then the filter "<filter>" keeps the cards "<cards>"

      Examples:
        | filter      | cards            |
        | all         | A, B, C, D, E, F |
        | deactivated | E, F             |
        | blocked     | C, D             |

    Scenario: Decision: "active" lists cards in the active state that are neither blocked nor cancelled
      Then the filter "active" keeps the cards "A"

  Rule: Cards sort by creation date or by value (the actual balance), either way up; oldest first by default; cards that tie keep their order

    Background:
      Given the consumer holds these prepaid cards:
        | card | created             | value     |
        | A    | 2026-02-01 09:00:01 | 10.00 EUR |
        | B    | 2026-02-01 09:00:00 | 10.00 EUR |
        | C    | 2026-01-01 09:00:00 | 5.00 EUR  |
        | D    | 2026-02-01 09:00:00 | 20.00 EUR |

    Scenario: By default the oldest card comes first
      Then by default the cards come in the order "C, B, D, A"

    Scenario Outline: Sorting by <order>
      Then sorted by "<order>" the cards come in the order "<cards>"

      Examples:
        | order                      | cards      |
        | date created, oldest first | C, B, D, A |
        | date created, newest first | A, B, D, C |
        | value, lowest first        | C, A, B, D |
        | value, highest first       | D, A, B, C |

  Rule: After a card is unblocked, all cards are listed again and the unblocked card is selected

    Scenario: Unblocking a card while only blocked cards are listed
      Given the consumer holds these prepaid cards:
        | card | blocked |
        | A    | no      |
        | B    | yes     |
      And the consumer filters the cards on "blocked"
      When card B is unblocked successfully
      Then the cards listed are "A, B"
      And card B is the selected card
