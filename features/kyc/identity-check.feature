@spec-2-kyc @spec-4 @spec-8 @spec-9
Feature: The identity check
  The identity check (KYC) runs in a hosted widget. The shop follows it through the widget's
  reports and a status asked for every 5 seconds. It starts not started, becomes "checking
  documents" once the documents are in, and ends approved or rejected. Consumers who never passed
  a check go through the basic level during registration; the full level comes through the upgrade.

  Scenario Outline: What the identity check screen shows at each stage
    Given the full identity check is <state>
    Then the identity status is <polling>
    And the button to go to my cards is <button>
    And the identity check screen <message>

    Examples:
      | state              | polling                         | button | message                                                                                                                    |
      | not started        | still asked for every 5 seconds | hidden | shows no message                                                                                                           |
      | checking documents | still asked for every 5 seconds | shown  | says "We are checking your documents. This page updates by itself, and we will send you an e-mail when the check is done." |
      | approved           | no longer asked for             | shown  | shows no message                                                                                                           |
      | rejected           | no longer asked for             | hidden | says "Sorry, you do not meet the criteria for registering. Please contact support for more information"                    |

  Scenario: The button to my cards waits 15 seconds before moving on
    Given the full identity check is checking documents
    Then the button to go to my cards is shown
    And it moves to my cards after 15 seconds

  Scenario Outline: Decision: during registration the button to my cards comes with the approval, since the cards open only once the basic check is passed
    Given the identity check is <state>
    Then the button to go to my cards is <button>

    Examples:
      | state              | button |
      | checking documents | hidden |
      | approved           | shown  |

  Rule: The identity check follows the widget's reports and the status it asks for

    Scenario Outline: The identity check follows the reports
      Given the identity check is <before>
      When <report>
      Then the identity check is now <after>

      Examples:
        | before             | report                                                       | after              |
        | not started        | the identity status reports nothing new                      | not started        |
        | not started        | the identity status reports a review under way               | checking documents |
        | not started        | the identity status reports approval                         | approved           |
        | not started        | the identity widget reports the documents were submitted     | checking documents |
        | not started        | the identity widget reports approval                         | approved           |
        | not started        | the identity widget reports rejection                        | rejected           |
        | not started        | the identity widget cannot start while a review is under way | checking documents |
        | not started        | the identity widget cannot start and no review is under way  | not started        |
        | checking documents | the identity status reports nothing new                      | checking documents |
        | checking documents | the identity status reports approval                         | approved           |
        | checking documents | the identity widget reports approval                         | approved           |
        | checking documents | the identity widget reports rejection                        | rejected           |
        | checking documents | the identity widget cannot start and no review is under way  | checking documents |

  Rule: The check aims at the basic level first, then at the full level

    Scenario Outline: The level of the check depends on what the consumer passed before
      Given a consumer who has passed <passed>
      When the consumer opens the identity check
      Then the identity check aims at level <level>
      And the identity check screen has the title and description of level <level>

      Examples:
        | passed                   | level |
        | no identity check yet    | 1     |
        | the basic identity check | 2     |
        | the full identity check  | 2     |

  Rule: Decision: approved and rejected are final; later reports change nothing

    Scenario Outline: A finished check stays finished
      Given the identity check is <final>
      When <report>
      Then the identity check is still <final>

      Examples:
        | final    | report                                                       |
        | approved | the identity widget reports rejection                        |
        | approved | the identity status reports a review under way               |
        | rejected | the identity widget reports approval                         |
        | rejected | the identity status reports approval                         |
        | rejected | the identity widget cannot start while a review is under way |
