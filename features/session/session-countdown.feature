@spec-4 @spec-9
Feature: The session countdown on the payment page
  The payment page counts down, once a second, to the moment the consumer's session ends. At zero
  the login window opens so the consumer can sign in again and carry on.

  Scenario Outline: The countdown shows minutes and seconds
    Given the consumer's session ends in <left> seconds
    When the payment page shows the session countdown
    Then the session countdown reads "<shown>"
    And the login window <login>

    Examples:
      | left | shown | login        |
      | 0    | 00:00 | opens        |
      | 1    | 00:01 | stays closed |
      | 59   | 00:59 | stays closed |
      | 60   | 01:00 | stays closed |
      | 61   | 01:01 | stays closed |
      | 600  | 10:00 | stays closed |

  Scenario: A session that already ended
    Given the consumer's session ended 5 seconds ago
    When the payment page shows the session countdown
    Then the session countdown reads "00:00"
    And the login window opens

  Scenario: The countdown ticks every second
    Then the session countdown ticks every 1 second

  Rule: Decision: the countdown drops part seconds, so it reaches zero no later than the session's end

    Scenario: Less than a second left
      Given the consumer's session ends in 0.5 seconds
      When the payment page shows the session countdown
      Then the session countdown reads "00:00"
      And the login window opens
