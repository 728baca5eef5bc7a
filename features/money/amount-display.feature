@spec-3 @spec-9
Feature: Amounts are shown in euros, written the visitor's way
  Amounts are kept in cents and shown in euros with the euro sign, in the format English and
  French readers expect: the euro sign before the amount in English, after it in French.

  Rule: An amount shows the euro sign before it in English and after it in French, with the reader's own separators

    Scenario Outline: An amount in English and in French
      When the amount of <amount> EUR is shown in <language>
      Then the shown amount reads "<shown>"

      Examples:
        | amount  | language | shown      |
        | 50.00   | English  | €50.00     |
        | 50.00   | French   | 50,00 €    |
        | 5.00    | English  | €5.00      |
        | 0.01    | English  | €0.01      |
        | 0.01    | French   | 0,01 €     |
        | 19.99   | English  | €19.99     |
        | 19.99   | French   | 19,99 €    |
        | 1234.56 | English  | €1,234.56  |
        | 1234.56 | French   | 1 234,56 € |

  Rule: Decision: zero is shown as a plain 0 euros, without cents; every other amount shows two decimals

    Scenario Outline: Nothing to pay
      When the amount of 0 EUR is shown in <language>
      Then the shown amount reads "<shown>"

      Examples:
        | language | shown |
        | English  | €0    |
        | French   | 0 €   |

  Rule: Decision: an amount below zero carries a minus sign in front, in both languages

    Scenario Outline: A negative amount
      When the amount of -12.34 EUR is shown in <language>
      Then the shown amount reads "<shown>"

      Examples:
        | language | shown    |
        | English  | -€12.34  |
        | French   | -12,34 € |

  Rule: Decision: in French the spaces inside an amount are no-break spaces, so an amount never wraps across two lines

    Scenario: A large French amount stays on one line
      When the amount of 1234.56 EUR is shown in French
      Then the shown amount cannot break across lines
