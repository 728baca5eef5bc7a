@spec-2-payment @spec-3 @spec-9
Feature: Payment methods on the payment page
  The payment page lists the methods the payment provider offers, under the shop's own names
  for the well-known ones. The first four are shown; the rest wait behind a "more methods" toggle.

  Rule: Decision: a method is recognised by its provider name whatever its capitals; an unknown name is shown as the provider sent it

    Scenario Outline: The name shown for a method
      Given the payment provider offers a method named "<name>"
      Then that payment method is shown as "<shown>"

      Examples:
        | name            | shown          |
        | PayPal checkout | PAYPAL         |
        | Cartebancaire   | CARTE BANCAIRE |
        | Visa            | VISA           |
        | Americanexpress | AMEX           |
        | Maestro         | MAESTRO        |
        | Mastercard      | MASTERCARD     |
        | MASTERCARD      | MASTERCARD     |
        | visa            | VISA           |
        | iDEAL           | iDEAL          |
        | Bancontact      | Bancontact     |

  Rule: Four methods are shown at first

    Scenario Outline: The first methods shown
      Given the payment provider offers <count> payment methods
      When the payment methods are listed
      Then <shown> payment methods are shown
      And the more-methods toggle is <toggle>

      Examples:
        | count | shown | toggle      |
        | 3     | 3     | not offered |
        | 4     | 4     | not offered |
        | 5     | 4     | offered     |
        | 9     | 4     | offered     |

    Scenario: Asking for more methods shows them all
      Given the payment provider offers 9 payment methods
      When the payment methods are listed
      And the consumer asks for more payment methods
      Then 9 payment methods are shown
      And the first 4 are still shown first
