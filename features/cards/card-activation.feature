@spec-2-cards @spec-4
Feature: Activating a card from the cards screen
  The terms say a card issued inactive is activated online, in the account. Decided: the cards
  screen offers Activate under an inactive card that is neither blocked nor cancelled, and the card
  is active at once; which cards offer it is a rule of "Managing cards on the cards screen".

  @ui
  Scenario: Camille activates her inactive card from the cards screen
    Given Camille has signed in and opened her cards screen
    Then Camille's inactive card shows as INACTIVE
    When Camille activates her inactive card on the cards screen
    Then Camille's inactive card shows as ACTIVE
