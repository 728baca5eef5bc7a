@spec-2-payment @spec-3 @spec-9
Feature: The price of a card
  The payment page breaks the price down into the card price, the fees, any discount and the
  total. A consumer's first card is free to create; every later card costs 2.50 EUR to create.
  The service fee is 5% of the chosen card value, the creation fee not included.

  Rule: A first card is free to create, every later card costs 2.50 EUR, and the service fee is 5% of the card value

    Scenario Outline: First and later cards
      Given a card buyer without full identity verification
      And the card buyer has <history>
      When the card buyer orders a card of <value> EUR
      Then the price breakdown shows a card price of <value> EUR
      And the price breakdown shows a creation fee of <creation> EUR
      And the price breakdown shows a service fee of <service> EUR
      And the order total is <total> EUR

      Examples:
        | history                 | value  | creation | service | total  |
        | never had a card        | 5.00   | 0.00     | 0.25    | 5.25   |
        | never had a card        | 20.00  | 0.00     | 1.00    | 21.00  |
        | never had a card        | 200.00 | 0.00     | 10.00   | 210.00 |
        | a card holding 1.00 EUR | 5.00   | 2.50     | 0.25    | 7.75   |
        | a card holding 1.00 EUR | 20.00  | 2.50     | 1.00    | 23.50  |
        | a card holding 1.00 EUR | 200.00 | 2.50     | 10.00   | 212.50 |

  Rule: Decision: a first card's order carries no creation fee line; the payment page shows its creation as free

    Scenario: The first card's order has no creation fee line
      Given a card buyer without full identity verification
      When the card buyer orders a card of 20.00 EUR
      Then the order has no creation fee line

  Rule: Decision: a cancelled card still counts as a card the consumer had, so only the very first card is free

    Scenario: After a cancelled card the creation fee applies
      Given a card buyer without full identity verification
      And the card buyer has a cancelled card that held 20.00 EUR
      When the card buyer orders a card of 20.00 EUR
      Then the price breakdown shows a creation fee of 2.50 EUR

  Rule: Decision: the service fee is rounded to the nearest cent, and half a cent rounds up

    Scenario Outline: Service fee rounding
      Given a card buyer without full identity verification
      When the card buyer orders a card of <value> EUR
      Then the price breakdown shows a service fee of <service> EUR

      Examples:
        | value  | service |
        | 10.09  | 0.50    |
        | 10.10  | 0.51    |
        | 10.29  | 0.51    |
        | 10.30  | 0.52    |
        | 199.99 | 10.00   |

  Rule: A promo code worth a fixed amount lowers the total by that amount, never below nothing

    Scenario Outline: A fixed-amount promo code
      Given a card buyer without full identity verification
      When the card buyer orders a card of <value> EUR
      And the card buyer applies a promo code worth <worth> EUR
      Then the price breakdown shows a discount of <discount> EUR
      And the order total is <total> EUR

      Examples:
        | value | worth  | discount | total |
        | 20.00 | 5.00   | 5.00     | 16.00 |
        | 20.00 | 20.99  | 20.99    | 0.01  |
        | 20.00 | 21.00  | 21.00    | 0.00  |
        | 20.00 | 21.01  | 21.00    | 0.00  |
        | 5.00  | 100.00 | 5.25     | 0.00  |

  Rule: Decision: the double-the-card-value promotion takes the card value off the price, up to 25 EUR, and the breakdown keeps the full value it was worth before that cap

    Scenario Outline: A double-the-card-value promo code
      Given a card buyer without full identity verification
      And the card buyer has a card holding 1.00 EUR
      When the card buyer orders a card of <value> EUR
      And the card buyer applies a double-the-card-value promo code
      Then the price breakdown shows a discount of <discount> EUR
      And the discount was worth <original> EUR before its cap
      And the order total is <total> EUR

      Examples:
        | value  | discount | original | total  |
        | 20.00  | 20.00    | 20.00    | 3.50   |
        | 25.00  | 25.00    | 25.00    | 3.75   |
        | 25.01  | 25.00    | 25.01    | 3.76   |
        | 200.00 | 25.00    | 200.00   | 187.50 |

    Scenario: The double-the-card-value code after a fixed-amount code
      Given a card buyer without full identity verification
      And the card buyer has a card holding 1.00 EUR
      When the card buyer orders a card of 5.00 EUR
      And the card buyer applies a promo code worth 5.00 EUR
      And the card buyer applies a double-the-card-value promo code
      Then the price breakdown shows a discount of 7.75 EUR
      And the discount was worth 10.00 EUR before its cap
      And the order total is 0.00 EUR
