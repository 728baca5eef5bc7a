@spec-2-payment @spec-4 @spec-8 @spec-9
Feature: What happens after the consumer pays
  The payment provider sends the consumer back to a success or a pending page. The success page
  checks that the order is paid; the pending page waits for the payment result, asking once more
  after 30 seconds. When the payment cannot even start, the payment page explains why.

  Scenario Outline: The success page checks the order's payment
    Given an order whose payment is "<payment>" and whose status is "<status>"
    When the order success page opens
    Then the order success page shows <page>

    Examples:
      | payment        | status                | page                   |
      | paid           | pending card creation | the thank-you page     |
      | paid           | completed             | the thank-you page     |
      | paid           | investigation         | the investigation page |
      | unpaid         | pending payment       | the error page         |
      | partially paid | pending payment       | the error page         |
      | blocked        | pending payment       | the error page         |
      | suspicious     | investigation         | the error page         |

  Scenario: A paid order refreshes the consumer's profile
    Given an order whose payment is "paid" and whose status is "completed"
    And the paid order carries the consumer's updated profile
    When the order success page opens
    Then the shop stores the profile carried by the order

  Scenario Outline: Continuing from the thank-you page
    Given the paying consumer has passed <check>
    And the paid order brought <card>
    When the consumer continues from the thank-you page
    Then the consumer goes to <destination>
    And <selection>

    Examples:
      | check                   | card              | destination                           | selection                           |
      | the full identity check | the card "card-7" | my cards                              | the card "card-7" is selected there |
      | the full identity check | no card           | my cards                              | no card is selected there           |
      | only the basic check    | the card "card-7" | the identity verification information | the card "card-7" is selected there |
      | only the basic check    | no card           | the identity verification information | no card is selected there           |

  Scenario Outline: The pending page waits for the payment result
    Given an order whose payment is "<payment>" and whose status is "<status>"
    When the pending page checks the order <moment>
    Then the pending page <next>

    Examples:
      | payment        | status                | moment          | next                                          |
      | paid           | pending card creation | on arrival      | goes to the thank-you page                    |
      | paid           | pending card creation | on its retry    | goes to the thank-you page                    |
      | paid           | completed             | on its retry    | goes to the thank-you page                    |
      | unpaid         | pending payment       | on arrival      | asks again 30 seconds later                   |
      | partially paid | pending payment       | on arrival      | asks again 30 seconds later                   |
      | blocked        | pending payment       | on arrival      | asks again 30 seconds later                   |
      | unpaid         | pending payment       | on its retry    | tells the shop the payment is still pending   |
      | partially paid | pending payment       | on its retry    | tells the shop the payment is still pending   |
      | unpaid         | created               | on its retry    | stops asking and keeps waiting for the result |
      | blocked        | pending payment       | on its retry    | stops asking and keeps waiting for the result |
      | suspicious     | pending payment       | on its retry    | stops asking and keeps waiting for the result |

  Scenario Outline: A payment that cannot start
    Given the consumer chose a payment method
    When the payment cannot start and the order, read again, is "<payment>"
    Then the payment page shows the message "<message>"
    And the payment methods are <methods>
    And the Pay button is <pay>

    Examples:
      | payment        | message                                         | methods                                | pay      |
      | paid           | Order already paid                              | disabled and no method is chosen       | disabled |
      | blocked        | The order has been blocked                      | disabled and no method is chosen       | disabled |
      | suspicious     | The order has been flagged as suspicious        | disabled and no method is chosen       | disabled |
      | unpaid         | An error occurred, cannot continue with payment | still offered with the chosen one kept | enabled  |
      | partially paid | An error occurred, cannot continue with payment | still offered with the chosen one kept | enabled  |

  Scenario Outline: Pay needs a chosen payment method
    Given the consumer <choice>
    Then the Pay button is <pay>

    Examples:
      | choice                          | pay      |
      | chose a payment method          | enabled  |
      | has not chosen a payment method | disabled |

  Rule: Decision: a paid order that comes back without a profile still shows the thank-you page, and the profile the shop holds is kept as it is

    Scenario: A paid order without a profile
      Given an order whose payment is "paid" and whose status is "completed"
      And the paid order carries no profile
      When the order success page opens
      Then the order success page shows the thank-you page
      And the shop keeps the profile it already holds

  Rule: Decision: the pending page asks only once more; after that it stops asking and keeps showing that the result is awaited

    Scenario: No third check
      Given an order whose payment is "unpaid" and whose status is "pending payment"
      When the pending page checks the order after its retry
      Then the pending page has asked for the order 2 times in all and keeps waiting for the result

  Rule: Decision: when the order cannot even be read again, the payment page shows the general message and keeps the methods

    Scenario: The order cannot be read again
      Given the consumer chose a payment method
      When the payment cannot start and the order cannot be read again
      Then the payment page shows the message "An error occurred, cannot continue with payment"
      And the payment methods are still offered with the chosen one kept
