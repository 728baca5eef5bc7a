@spec-5 @spec-9
Feature: Choosing the card value
  A card is worth 5 EUR at least. The order box on the landing page goes up to 150 EUR; when
  ordering a card the value goes up to 200 EUR, unless the consumer's own order cap is lower.
  The box starts at 20 EUR, accepts whole euros only, and pulls a value back inside the limits
  when the visitor leaves the field.

  Rule: A card value is a whole number of euros from 5 EUR up to 150 EUR on the landing page, or 200 EUR when ordering a card

    Scenario Outline: Values on the landing page
      Given the order amount is chosen on the landing page
      When the visitor types "<typed>" as the order amount
      Then the order amount is <outcome>

      Examples:
        | typed | outcome                                    |
        | 4     | refused as below the minimum of 5.00 EUR   |
        | 5     | accepted                                   |
        | 20    | accepted                                   |
        | 149   | accepted                                   |
        | 150   | accepted                                   |
        | 151   | refused as above the maximum of 150.00 EUR |

    Scenario Outline: Values while ordering a card
      Given the order amount is chosen while ordering a card
      When the visitor types "<typed>" as the order amount
      Then the order amount is <outcome>

      Examples:
        | typed | outcome                                    |
        |       | refused as missing                         |
        | 4     | refused as below the minimum of 5.00 EUR   |
        | 5     | accepted                                   |
        | 199   | accepted                                   |
        | 200   | accepted                                   |
        | 201   | refused as above the maximum of 200.00 EUR |
        | 5.5   | refused as not a whole number of euros     |
        | 20,50 | refused as not a whole number of euros     |
        | abc   | refused as not a whole number of euros     |

    Scenario Outline: Values set with the slider or remembered from an earlier visit
      Given the order amount is chosen while ordering a card
      When the order amount is set to <amount> EUR
      Then the order amount is <outcome>

      Examples:
        | amount | outcome                                    |
        | 4.99   | refused as below the minimum of 5.00 EUR   |
        | 5.00   | accepted                                   |
        | 149.99 | refused as not a whole number of euros     |
        | 150.00 | accepted                                   |
        | 199.99 | refused as not a whole number of euros     |
        | 200.00 | accepted                                   |
        | 200.01 | refused as above the maximum of 200.00 EUR |

  Rule: Leaving the card value box pulls the value inside the limits and names the limit

    Scenario Outline: Leaving the box with a value out of range
      Given the order box is shown <where>
      When the visitor types "<typed>" in the order box and leaves the field
      Then the order box holds <amount> EUR
      And the order box says "<message>"

      Examples:
        | where                 | typed | amount | message                 |
        | on the landing page   | 4     | 5      | The minimum is €5.00.   |
        | on the landing page   | 151   | 150    | The maximum is €150.00. |
        | while ordering a card | 0     | 5      | The minimum is €5.00.   |
        | while ordering a card | 500   | 200    | The maximum is €200.00. |

    Scenario Outline: Leaving the box with a value in range
      Given the order box is shown <where>
      When the visitor types "<typed>" in the order box and leaves the field
      Then the order box holds <amount> EUR
      And the order box says nothing

      Examples:
        | where                 | typed | amount |
        | on the landing page   | 5     | 5      |
        | on the landing page   | 150   | 150    |
        | while ordering a card | 200   | 200    |

  Rule: Decision: leaving the field with something that is not a whole number of euros changes nothing; the message stays

    Scenario: Leaving the field with letters in it
      Given the order box is shown while ordering a card
      When the visitor types "abc" in the order box and leaves the field
      Then the order box still holds "abc"
      And the order box says "Enter a whole number of euros, without cents."

  Rule: The box starts at 20 EUR

    Scenario Outline: The starting value
      Given the order amount is chosen <where>
      Then the order amount starts at 20.00 EUR

      Examples:
        | where                 |
        | on the landing page   |
        | while ordering a card |

    Scenario: A consumer capped below 20 EUR starts at their cap
      Given the order amount is chosen while ordering a card
      And the consumer may order at most 15.00 EUR
      Then the order amount starts at 15.00 EUR

  Rule: A consumer's order cap lowers the maximum and never raises it

    Scenario Outline: The maximum with an order cap
      Given the order amount is chosen <where>
      And the consumer may order at most <cap> EUR
      Then the order amount can range from 5.00 EUR to <maximum> EUR

      Examples:
        | where                 | cap    | maximum |
        | while ordering a card | 50.00  | 50.00   |
        | while ordering a card | 199.99 | 199.00  |
        | while ordering a card | 200.00 | 200.00  |
        | while ordering a card | 200.01 | 200.00  |
        | while ordering a card | 500.00 | 200.00  |
        | on the landing page   | 149.99 | 149.00  |
        | on the landing page   | 150.00 | 150.00  |
        | on the landing page   | 150.01 | 150.00  |

    Scenario Outline: Ordering with a 50 EUR cap
      Given the order amount is chosen while ordering a card
      And the consumer may order at most <cap> EUR
      When the visitor types "<typed>" as the order amount
      Then the order amount is <outcome>

      Examples:
        | cap   | typed | outcome                                   |
        | 50.00 | 50    | accepted                                  |
        | 50.00 | 51    | refused as above the maximum of 50.00 EUR |
        | 50.01 | 50    | accepted                                  |
        | 50.01 | 51    | refused as above the maximum of 50.00 EUR |

  Rule: Decision: a cap that is not a whole number of euros is rounded down to whole euros, because values are typed in whole euros

    Scenario: A cap of 50.01 EUR allows 50 EUR
      Given the order amount is chosen while ordering a card
      And the consumer may order at most 50.01 EUR
      Then the order amount can range from 5.00 EUR to 50.00 EUR

  Rule: Decision: a cap below 5 EUR leaves a single choice, 5 EUR; the maximum never drops below the minimum

    Scenario Outline: A cap below the minimum
      Given the order amount is chosen while ordering a card
      And the consumer may order at most <cap> EUR
      Then the order amount can range from 5.00 EUR to 5.00 EUR

      Examples:
        | cap  |
        | 5.00 |
        | 4.99 |
        | 0.00 |
