@spec-5
Feature: Visitors type card values in whole euros
  The card value is typed as a whole number of euros. The shop reads what was typed before it
  checks the order limits.

  Rule: Decision: spaces around the number and leading zeros are accepted

    Scenario Outline: A whole number of euros is read
      When the visitor types "<typed>" as a number of euros
      Then the typed euros are read as <amount> EUR

      Examples:
        | typed | amount |
        | 50    | 50.00  |
        | 007   | 7.00   |
        | 200   | 200.00 |

    Scenario: Spaces typed around the number are ignored
      When the visitor types " 50 " as a number of euros
      Then the typed euros are read as 50.00 EUR

  Rule: Anything but digits is refused

    Scenario Outline: Something that is not a whole number of euros
      When the visitor types "<typed>" as a number of euros
      Then the typed euros are refused as <reason>

      Examples:
        | typed | reason             |
        |       | empty              |
        | 5.5   | not a whole number |
        | 5,50  | not a whole number |
        | abc   | not a whole number |
        | -5    | not a whole number |
        | 5 0   | not a whole number |
