@spec-4 @spec-9
Feature: A card's transactions
  The transactions section under the selected card lists what was paid with it. Each transaction
  shows its merchant, its amount without a sign, its date and a look that tells its status. How a
  row looks is checked on the section; the rules behind it are checked on their own.

  Rule: Settled has no icon; declined is red with a cross; pending is grey with a clock; blocked is yellow with a warning; only declined and blocked amounts are struck through

    Scenario Outline: A <status> transaction
      Given a <status> transaction on the card
      And the consumer has no payments declined for identity verification
      Then the transaction shows the icon "<icon>" in the colour "<colour>"
      And the transaction amount is <struck>

      Examples:
        | status   | icon    | colour | struck             |
        | settled  | none    | none   | not struck through |
        | declined | cross   | red    | struck through     |
        | pending  | clock   | grey   | not struck through |
        | blocked  | warning | yellow | struck through     |

  Rule: A blocked transaction says it is about identity verification when the consumer has payments declined for that reason

    Scenario Outline: A <status> transaction of a consumer <declined> payments declined for identity verification
      Given a <status> transaction on the card
      And the consumer <declined> payments declined for identity verification
      Then the transaction <counts> as an identity verification matter

      Examples:
        | status   | declined | counts         |
        | blocked  | has      | counts         |
        | blocked  | has no   | does not count |
        | declined | has      | does not count |
        | pending  | has      | does not count |
        | settled  | has      | does not count |

  Rule: Decision: when the issuer marks a transaction with several statuses, blocked wins, then declined, then pending, then settled; no status at all reads as pending

    Scenario Outline: A transaction marked <marks>
      Given a transaction on the card that the issuer marks "<marks>"
      Then the transaction counts as <counts as>

      Examples:
        | marks                               | counts as |
        | blocked, declined                   | blocked   |
        | blocked, settled                    | blocked   |
        | declined, pending                   | declined  |
        | declined, settled                   | declined  |
        | pending, settled                    | pending   |
        | settled, declined, pending, blocked | blocked   |
        | nothing                             | pending   |

  Rule: The transactions can be filtered by status

    Background:
      Given the card has these transactions:
        | transaction | status   |
        | T1          | settled  |
        | T2          | declined |
        | T3          | pending  |
        | T4          | blocked  |
        | T5          | settled  |

    Scenario Outline: Keeping <filter> transactions
      Then the filter "<filter>" keeps the transactions "<listed>"

      Examples:
        | filter   | listed             |
        | all      | T1, T2, T3, T4, T5 |
        | settled  | T1, T5             |
        | declined | T2                 |
        | pending  | T3                 |
        | blocked  | T4                 |

  Rule: Amounts are shown without their sign, dates as day, month, year and time to the minute

    Scenario Outline: A transaction of <amount>
      Given a transaction on the card of <amount>
      Then the transaction amount reads <shown>

      Examples:
        | amount     | shown     |
        | -12.34 EUR | 12.34 EUR |
        | -0.01 EUR  | 0.01 EUR  |
        | 5.00 EUR   | 5.00 EUR  |

    Scenario: A transaction made on 5 March 2026 at 14:07:09
      Given a transaction on the card made at "2026-03-05 14:07:09"
      Then the transaction date reads "05/03/2026, 14:07"

  Rule: Decision: a date the issuer sends in another form is shown exactly as sent

    Scenario Outline: An unexpected date "<date>"
      Given a transaction on the card made at "<date>"
      Then the transaction date reads "<date>"

      Examples:
        | date                |
        | 2026-03-05T14:07:09 |
        | 2025-02-29 10:00:00 |

  Rule: The list is at most 5 rows high before it scrolls

    Scenario: The height of the transactions list
      Then the transactions list is at most 5 rows of 90 pixels high, each transaction 100 pixels high
