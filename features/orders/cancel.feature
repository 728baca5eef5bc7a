@spec-2-payment @spec-4
Feature: Cancelling a payment
  Cancelling on the provider's page brings the consumer to the cancel page, which cancels the
  payment and always goes to the cards with a warning shown once. A cancelled order cannot be paid
  any more: the warning says so when the shop knows the order was cancelled, and offers to start a
  new order.

  Background:
    Given Camille is signed in

  Scenario: Cancelling on the payment page
    Given Camille has ordered a card of 20 EUR
    When Camille pays it by VISA and cancels on the provider's page
    Then Camille is back in the shop on the cancel page
    When the cancel page opens
    Then the order is cancelled
    And Camille is taken to her cards, which warn once that the payment and the order were cancelled, offering a new order

  Scenario: The warning shows even when the cancellation cannot be sent
    Given Camille has ordered a card of 20 EUR
    And the shop will not answer the next cancellation
    When the cancel page opens
    Then Camille is taken to her cards, which warn once that the payment was cancelled, offering a new order
