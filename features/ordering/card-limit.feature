@spec-6 @spec-9
Feature: Buying limits before full identity verification
  A consumer who has not passed the full identity check may load at most 50 EUR per purchase
  and hold at most 150 EUR on their cards. When even the smallest card (5 EUR) would not fit,
  buying is replaced by an invitation to verify their identity.

  Rule: Decision: the card limit is reached when the money available on the consumer's cards that are not cancelled, plus the 5 EUR minimum order, would exceed 150 EUR

    Scenario Outline: Money already held on cards
      Given a card buyer without full identity verification
      And the card buyer has a card holding <held> EUR
      Then the card buyer <outcome>

      Examples:
        | held   | outcome                                               |
        | 0.00   | can buy another card                                  |
        | 144.99 | can buy another card                                  |
        | 145.00 | can buy another card                                  |
        | 145.01 | must verify their identity before buying another card |
        | 150.00 | must verify their identity before buying another card |

    Scenario: Money spread over several cards
      Given a card buyer without full identity verification
      And the card buyer has a card holding 100.00 EUR
      And the card buyer has a card holding 45.01 EUR
      Then the card buyer must verify their identity before buying another card

    Scenario: Cancelled cards hold nothing
      Given a card buyer without full identity verification
      And the card buyer has a card holding 145.00 EUR
      And the card buyer has a cancelled card that held 20.00 EUR
      Then the card buyer can buy another card

    Scenario: A fully verified consumer has no card limit
      Given a fully verified card buyer
      And the card buyer has a card holding 145.01 EUR
      And the card buyer has a card holding 500.00 EUR
      Then the card buyer can buy another card

  Rule: Decision: the most a new card may hold is 50 EUR or what is left under 150 EUR, whichever is lower; fees do not count

    Scenario Outline: The most a new card may hold
      Given a card buyer without full identity verification
      And the card buyer has a card holding <held> EUR
      Then the card buyer can load at most <most> EUR on a new card

      Examples:
        | held   | most  |
        | 0.00   | 50.00 |
        | 100.00 | 50.00 |
        | 100.01 | 49.99 |
        | 145.00 | 5.00  |
        | 145.01 | 4.99  |
        | 150.00 | 0.00  |

    Scenario: A fully verified consumer is limited only by the ordering maximum
      Given a fully verified card buyer
      And the card buyer has a card holding 145.01 EUR
      Then the card buyer has no personal limit on a new card
