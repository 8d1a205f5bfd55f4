//! The rules-and-sources table ([`ssangryuk::rules_table`], Markdown) as HTML for the
//! page: headings, paragraphs, the table (with its `<br>` line breaks and `\|` escapes),
//! lists, `**bold**` and `` `code` ``. Everything else is escaped, so the library's text
//! is shown as it is written and never read as markup.

/// `text` with `&`, `<`, `>` and `"` escaped.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// One line's inline marks: `**bold**`, `` `code` `` and, in table cells, `<br>`.
fn inline(text: &str) -> String {
    let escaped = escape(text).replace("&lt;br&gt;", "<br>");
    let mut out = String::with_capacity(escaped.len());
    let (mut bold, mut code) = (false, false);
    let mut rest = escaped.as_str();
    while let Some(c) = rest.chars().next() {
        if !code && rest.starts_with("**") {
            out.push_str(if bold { "</strong>" } else { "<strong>" });
            bold = !bold;
            rest = &rest[2..];
            continue;
        }
        if c == '`' {
            out.push_str(if code { "</code>" } else { "<code>" });
            code = !code;
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    if code {
        out.push_str("</code>");
    }
    if bold {
        out.push_str("</strong>");
    }
    out
}

/// A table row's cells, with `\|` read as a `|` inside a cell.
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    let mut out = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                out.last_mut().expect("one cell at least").push('|');
                chars.next();
            }
            '|' => out.push(String::new()),
            c => out.last_mut().expect("one cell at least").push(c),
        }
    }
    out.into_iter().map(|c| c.trim().to_owned()).collect()
}

/// The Markdown of the rules table as HTML.
#[must_use]
pub fn to_html(md: &str) -> String {
    let mut out = String::new();
    let mut in_list = false;
    let mut table_rows = 0usize;
    for line in md.lines() {
        let t = line.trim();
        let is_row = t.starts_with('|');
        let is_item = t.starts_with("- ");
        if in_list && !is_item {
            out.push_str("</ul>\n");
            in_list = false;
        }
        if table_rows > 0 && !is_row {
            out.push_str("</tbody></table></div>\n");
            table_rows = 0;
        }
        if is_row {
            if t.starts_with("|---") || t.starts_with("| ---") {
                continue;
            }
            let tag = if table_rows == 0 { "th" } else { "td" };
            if table_rows == 0 {
                out.push_str("<div class=\"table\"><table><thead>");
            }
            out.push_str("<tr>");
            for c in cells(t) {
                out.push_str(&format!("<{tag}>{}</{tag}>", inline(&c)));
            }
            out.push_str("</tr>");
            if table_rows == 0 {
                out.push_str("</thead><tbody>");
            }
            out.push('\n');
            table_rows += 1;
        } else if let Some(item) = t.strip_prefix("- ") {
            if !in_list {
                out.push_str("<ul>\n");
                in_list = true;
            }
            out.push_str(&format!("<li>{}</li>\n", inline(item)));
        } else if let Some(h) = t.strip_prefix("## ") {
            out.push_str(&format!("<h3>{}</h3>\n", inline(h)));
        } else if let Some(h) = t.strip_prefix("# ") {
            out.push_str(&format!("<h2>{}</h2>\n", inline(h)));
        } else if !t.is_empty() {
            out.push_str(&format!("<p>{}</p>\n", inline(t)));
        }
    }
    if in_list {
        out.push_str("</ul>\n");
    }
    if table_rows > 0 {
        out.push_str("</tbody></table></div>\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::{rules_table, Lang, Variant};

    #[test]
    fn the_rules_table_becomes_a_table_with_every_field_and_the_sources() {
        let html = to_html(&rules_table(&Variant::Mcst.rules(), Lang::Ko));
        assert!(html.starts_with("<h2>쌍륙 규칙과 출처: "), "{html}");
        assert_eq!(html.matches("<table>").count(), 1);
        let rows = html.matches("<tr>").count();
        assert_eq!(rows, 1 + ssangryuk::Field::ALL.len());
        assert!(html.contains("칸 한 개에는 다섯 개의 말을 세울 수 있다"));
        assert!(html.contains("<h3>"));
        assert!(html.contains("<li><strong>"));
        // Every tag opened is closed.
        for tag in ["table", "tr", "ul", "li", "strong", "p", "h2", "h3"] {
            let open = html.matches(&format!("<{tag}>")).count();
            let close = html.matches(&format!("</{tag}>")).count();
            assert_eq!(open, close, "{tag}");
        }
    }

    #[test]
    fn markup_in_the_text_is_escaped_and_cells_keep_escaped_bars() {
        let html = to_html("| a | b |\n|---|---|\n| x \\| y | <script>`c` **d**<br>e |\n");
        assert!(html.contains("<td>x | y</td>"), "{html}");
        assert!(html.contains("&lt;script&gt;<code>c</code> <strong>d</strong><br>e"));
        assert!(!html.contains("<script>"));
    }
}
