@spec-2-block-deactivate @spec-4 @spec-9
Feature: Deactivating a card, with or without moving its balance
  Deactivating a card is permanent. The consumer chooses what happens to the balance: just cancel
  the card (free, the balance is lost), transfer it to another of their cards (1.00 EUR), or move
  it to a new replacement card (3.50 EUR). The balance is the one the cards screen shows: what is
  left to spend once pending payments are held.

  Rule: Each way of deactivating has its fee, and the rest of the balance reaches the receiving card

    Scenario Outline: Deactivating a card holding 10.00 EUR: <way>
      Given a card to deactivate holding 10.00 EUR
      Then deactivating it by "<way>" costs <fee>, and <moved> reaches the receiving card

      Examples:
        | way                      | fee      | moved    |
        | just cancel              | 0.00 EUR | 0.00 EUR |
        | transfer to another card | 1.00 EUR | 9.00 EUR |
        | move to a new card       | 3.50 EUR | 6.50 EUR |

  Rule: Decision: money held for a pending payment stays with the card for the merchant; only the available balance moves or is lost

    Scenario Outline: Deactivating a card holding 39.51 EUR, 12.00 EUR of it held for a pending payment: <way>
      Given a card to deactivate holding 39.51 EUR, of which 12.00 EUR is held for a pending payment
      Then deactivating it by "<way>" costs <fee>, and <moved> reaches the receiving card

      Examples:
        | way                      | fee      | moved     |
        | just cancel              | 0.00 EUR | 0.00 EUR  |
        | transfer to another card | 1.00 EUR | 26.51 EUR |
        | move to a new card       | 3.50 EUR | 24.01 EUR |

  Rule: After deactivating, the consumer sees the success page of the way chosen

    Scenario Outline: The success page after "<way>"
      Given a card to deactivate holding 10.00 EUR and another card holding 5.00 EUR
      When the consumer deactivates it by "<way>" on the deactivation pages
      Then the consumer ends on the "<success page>" success page

      Examples:
        | way                      | success page |
        | just cancel              | cancel       |
        | transfer to another card | old card     |
        | move to a new card       | new card     |

  Rule: The balance can go to another card that is neither blocked nor cancelled

    Scenario: Only the consumer's other usable cards can receive the balance
      Given the card owner has completed full identity verification
      And the consumer holds these prepaid cards:
        | card | state    | blocked | cancelled | value     |
        | A    | active   | no      | no        | 10.00 EUR |
        | B    | active   | no      | no        | 0.00 EUR  |
        | C    | active   | yes     | no        | 0.00 EUR  |
        | D    | active   | no      | yes       | 0.00 EUR  |
        | E    | active   | yes     | yes       | 0.00 EUR  |
        | F    | inactive | no      | no        | 0.00 EUR  |
      Then the cards that may receive the balance of card A are "B, F"

  Rule: For a consumer not fully verified, the two balances together, less the 1.00 EUR fee, may not exceed 150.00 EUR

    Scenario Outline: Transferring <source> onto a card holding <target>
      Given the card owner has not completed full identity verification
      And a card to deactivate holding <source> and another card holding <target>
      Then transferring to the other card is <offered>

      Examples:
        | source     | target     | offered     |
        | 151.00 EUR | 0.00 EUR   | offered     |
        | 151.01 EUR | 0.00 EUR   | not offered |
        | 51.00 EUR  | 100.00 EUR | offered     |
        | 51.01 EUR  | 100.00 EUR | not offered |
        | 10.00 EUR  | 141.00 EUR | offered     |
        | 10.00 EUR  | 141.01 EUR | not offered |

    Scenario: A fully verified consumer has no transfer cap
      Given the card owner has completed full identity verification
      And a card to deactivate holding 151.01 EUR and another card holding 1000.00 EUR
      Then transferring to the other card is offered

  Rule: Transfer needs more than one card, and a card the issuer allows to transfer from

    Scenario: A consumer with a single card cannot transfer
      Given the card owner has completed full identity verification
      And a card to deactivate holding 10.00 EUR and no other card
      Then the ways offered to deactivate it are "just cancel, move to a new card"

    Scenario: With two cards the transfer is offered
      Given the card owner has completed full identity verification
      And a card to deactivate holding 10.00 EUR and another card holding 0.00 EUR
      Then the ways offered to deactivate it are "just cancel, transfer to another card, move to a new card"

    Scenario: The issuer does not allow a transfer from this card
      Given the card owner has completed full identity verification
      And a card to deactivate holding 10.00 EUR and another card holding 0.00 EUR
      And the issuer allows only "just cancel, move to a new card" for the card to deactivate
      Then the ways offered to deactivate it are "just cancel, move to a new card"

  Rule: Decision: a way that moves the balance is offered only when the balance covers its fee

    Scenario Outline: A card holding <balance>
      Given the card owner has completed full identity verification
      And a card to deactivate holding <balance> and another card holding 0.00 EUR
      Then the ways offered to deactivate it are "<ways>"

      Examples:
        | balance  | ways                                                      |
        | 3.50 EUR | just cancel, transfer to another card, move to a new card |
        | 3.49 EUR | just cancel, transfer to another card                     |
        | 1.00 EUR | just cancel, transfer to another card                     |
        | 0.99 EUR | just cancel                                               |

  Rule: Decision: a blocked or cancelled card offers no way to deactivate it

    Scenario Outline: A card that is <blocked> and <cancelled>
      Given the card owner has completed full identity verification
      And a card to deactivate holding 10.00 EUR and another card holding 0.00 EUR
      And the card to deactivate is <blocked> and <cancelled>
      Then the ways offered to deactivate it are "none"

      Examples:
        | blocked     | cancelled     |
        | blocked     | not cancelled |
        | not blocked | cancelled     |
        | blocked     | cancelled     |

  Rule: The transfer confirmation names the receiving card, or a new card

    Scenario Outline: Confirming a move to <receiver>
      Given the consumer holds these prepaid cards:
        | card | value     |
        | A    | 10.00 EUR |
        | B    | 5.00 EUR  |
      When the transfer confirmation is opened for <receiver>
      Then the confirmation is for "<way>"

      Examples:
        | receiver   | way                      |
        | a new card | move to a new card       |
        | card B     | transfer to another card |
