@spec-2-payment @spec-4 @spec-8
Feature: Paying an order and the result pages
  Pay sends the consumer to the payment provider's page; the provider sends them back to a result
  page. The sandbox's payment page offers every outcome.

  Background:
    Given Camille is signed in

  Scenario: An approved payment issues the card
    Given Camille has ordered a card of 20 EUR
    When Camille pays it by VISA and the provider approves the payment
    Then Camille is back in the shop on the thank-you page
    And the thank-you page finds the order paid
    And Continue leads to her cards with the new card selected, holding 20.00 EUR

  Scenario: A payment under investigation
    Given Camille has ordered a card of 20 EUR
    When Camille pays it by VISA and the provider puts the payment under investigation
    Then Camille is back in the shop on the thank-you page
    And the thank-you page sends Camille on to the investigation page

  Scenario Outline: An order that can no longer be paid says why
    When Camille tries to pay by VISA her order that is <state>
    Then the payment page refuses it, saying "<message>"
    And Camille can no longer choose a payment method

    Examples:
      | state                 | message                                  |
      | already paid          | Order already paid                       |
      | blocked               | The order has been blocked               |
      | flagged as suspicious | The order has been flagged as suspicious |

  Scenario: A payment that cannot start for another reason may be tried again
    Given the shop will not answer the next payment start
    When Camille tries to pay by VISA her order that is awaiting payment
    Then the payment page refuses it, saying "An error occurred, cannot continue with payment"
    And Camille can still choose a payment method

  Scenario: A pending payment is asked for again once, 30 seconds later
    Given Camille has ordered a card of 20 EUR
    When Camille pays it by VISA and the provider leaves the payment pending
    Then Camille is back in the shop on the pending page
    And the pending page waits for the payment result
    And 30 seconds later the pending page goes on to the thank-you page

  Scenario: An order still awaiting money after the retry is reported as pending
    When the pending page opens for Camille's partly paid order
    Then the pending page waits for the payment result
    And 30 seconds later the pending page tells the shop the payment is still pending
    And 60 seconds later the pending page has asked nothing more
