@spec-1 @spec-7 @spec-9
Feature: The latest news in the footer
  The full footer shows the 3 latest news posts of the store in the visitor's language, each with
  a short excerpt of at most 71 characters.

  Scenario: The three newest posts, newest first
    Given the news store has these posts:
      | title            | date       |
      | Summer offer     | 2026-06-01 |
      | New card design  | 2026-07-15 |
      | Holiday hours    | 2025-12-20 |
      | Cards in Belgium | 2026-03-10 |
    When the footer shows the latest news
    Then the footer lists the news "New card design", "Summer offer", "Cards in Belgium"

  Scenario: Fewer than three posts
    Given the news store has these posts:
      | title        | date       |
      | Summer offer | 2026-06-01 |
    When the footer shows the latest news
    Then the footer lists the news "Summer offer"

  Scenario Outline: The news comes from the store of the visitor's language
    Given a visitor reading the shop in <language>
    Then the footer asks for the news of the store "<store>"

    Examples:
      | language | store   |
      | English  | shop_en |
      | French   | shop_fr |

  Rule: Decision: an excerpt of more than 71 characters is cut to at most 71 characters ending with "…"; the cut falls between two words when one ends at character 50 or later

    Scenario Outline: News excerpts
      Given a news post whose description is <length> characters long
      When the footer shows the excerpt of that post
      Then the excerpt is <result>

      Examples:
        | length | result                       |
        | 70     | the whole description        |
        | 71     | the whole description        |
        | 72     | cut to 70 characters and "…" |
        | 200    | cut to 70 characters and "…" |

    Scenario: The cut falls between two words
      Given a news post whose description is "Our new virtual cards can now be used in every shop of the Union and beyond it"
      When the footer shows the excerpt of that post
      Then the excerpt reads "Our new virtual cards can now be used in every shop of the Union and…"
