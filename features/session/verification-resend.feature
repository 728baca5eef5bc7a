@spec-2-registration @spec-9
Feature: Waiting before sending a verification message again
  After a verification e-mail or SMS is sent, the consumer waits 60 seconds before asking for
  another one. The resend link counts the seconds down.

  Scenario Outline: The wait after sending a message
    Given a verification message was sent <ago> seconds ago
    Then the consumer can ask for another message in <wait> seconds
    And the resend link is <state>

    Examples:
      | ago | wait | state     |
      | 0   | 60   | waiting   |
      | 1   | 59   | waiting   |
      | 59  | 1    | waiting   |
      | 60  | 0    | available |
      | 61  | 0    | available |

  Scenario: No wait was ever set
    Given no verification message is waiting to be allowed again
    Then the consumer can ask for another message in 0 seconds
    And the resend link is available

  Rule: Decision: the wait rounds part seconds up, so the link never comes back before the server allows it

    Scenario: Half a second left
      Given a verification message was sent 59.5 seconds ago
      Then the consumer can ask for another message in 1 seconds
      And the resend link is waiting
