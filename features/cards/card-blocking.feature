@spec-2-cards @spec-2-block-deactivate @spec-4
Feature: Blocking a card from the cards screen
  A consumer who fears a card is misused blocks it from the cards screen: every payment with it is
  then declined, its balance stays on it, and she unblocks it there whenever she likes.

  @ui
  Scenario: Camille blocks her active card from the cards screen, then unblocks it
    Given Camille has signed in and opened her cards screen
    When Camille blocks her active card
    Then Camille's active card is blocked
    When Camille unblocks her active card on the cards screen
    Then Camille's active card shows as ACTIVE again
