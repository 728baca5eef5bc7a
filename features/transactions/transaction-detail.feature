@spec-2-transaction-detail @spec-7
Feature: The detail of a transaction
  Opening a transaction from the transactions section shows its detail page, which ends with one
  button that depends on the status. Where its detail is read from is checked on its own.

  Rule: Settled goes back to the cards; blocked with payments declined for identity verification starts the verification, with a help link; anything else links to the help centre

    Scenario Outline: The button under a <status> transaction of a consumer who <declined> payments declined for identity verification
      Given a <status> transaction on the card
      And the consumer <declined> payments declined for identity verification
      When the consumer opens the detail of that transaction
      Then the detail page offers "<button>"

      Examples:
        | status   | declined | button                                     |
        | settled  | has no   | go back to my cards                        |
        | settled  | has      | go back to my cards                        |
        | blocked  | has      | start verification process, with help link |
        | blocked  | has no   | help centre                                |
        | declined | has      | help centre                                |
        | declined | has no   | help centre                                |
        | pending  | has      | help centre                                |
        | pending  | has no   | help centre                                |

    Scenario: Going back from a settled transaction selects its card and transaction
      Given a settled transaction "T9" on the card "C7"
      When the consumer opens the detail of that transaction
      Then going back to the cards selects card "C7", transaction "T9" with status "settled"

  Rule: A settled transaction is read from the issuer's settlement, any other from its authorisation

    Scenario Outline: Reading the detail of a <status> transaction
      Given a <status> transaction on the card
      Then its detail is read from the issuer's <record>

      Examples:
        | status   | record        |
        | settled  | settlement    |
        | declined | authorisation |
        | pending  | authorisation |
        | blocked  | authorisation |
