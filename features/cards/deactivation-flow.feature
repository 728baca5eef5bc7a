@spec-2-block-deactivate @spec-4
Feature: Deactivating a card
  A card is deactivated for good with one of three options: just cancelling it (free, the balance
  is lost), transferring the balance to another card (1.00 EUR) or to a new card (3.50 EUR).
  Camille's inactive card holds 20.00 EUR.

  Background:
    Given Camille is signed in

  Scenario: Just cancelling loses the balance
    When Camille deactivates her inactive card by "just cancelling"
    Then Camille's inactive card is deactivated with nothing left on it
    And the deactivation ends on the "cancel" success page

  @ui
  Scenario: Transferring to another card
    When Camille deactivates her inactive card by "transferring to her active card"
    Then Camille's inactive card is deactivated with nothing left on it
    And Camille's active card holds 19.00 EUR more
    And the deactivation ends on the "old_card" success page

  Scenario: Moving the balance to a new card
    When Camille deactivates her inactive card by "moving to a new card"
    Then Camille's inactive card is deactivated with nothing left on it
    And Camille has a new card holding 16.50 EUR
    And the deactivation ends on the "new_card" success page

  Scenario: A blocked card cannot be deactivated
    When Camille deactivates her blocked card by "just cancelling"
    Then the deactivation page says this card cannot be deactivated

  Scenario: The balance cannot go to a blocked card
    When Camille deactivates her inactive card by "transferring to her blocked card"
    Then the deactivation page says the balance cannot go to that card
