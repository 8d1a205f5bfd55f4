//! The workspace's Rust sources stay readable: no file over 900 lines, no line over 400
//! characters (data belongs in data files, long tables in several files). In a published
//! package only that package's own files are checked.

use std::path::{Path, PathBuf};

const MAX_LINES: usize = 900;
const MAX_LINE_CHARS: usize = 400;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if path.is_dir() {
            // Build output and fuzzing corpora are not sources.
            if !matches!(
                &*name,
                "target" | "corpus" | "artifacts" | ".git" | "node_modules" | "dist"
            ) {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_source_file_is_over_900_lines_or_has_a_line_over_400_characters() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        "src", "tests", "examples", "benches", "fuzz", "cli", "cited", "yutnori", "web", "lab",
        "session",
    ] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 50, "only {} files found", files.len());
    let mut too_big = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let lines = text.lines().count();
        if lines > MAX_LINES {
            too_big.push(format!("{}: {lines} lines", file.display()));
        }
        for (i, line) in text.lines().enumerate() {
            let chars = line.chars().count();
            if chars > MAX_LINE_CHARS {
                too_big.push(format!("{}:{}: {chars} characters", file.display(), i + 1));
            }
        }
    }
    assert!(too_big.is_empty(), "{}", too_big.join("\n"));
}

/// Inside each library a file imports a name from the module that owns it, not through the
/// crate root's re-exports (`use crate::Position`), so its imports show its layer. Names are
/// capitalized and modules are not: a capital right after `crate::` (alone or in a group) is
/// a re-export, unless the crate root defines that name itself.
#[test]
fn inside_the_libraries_imports_name_their_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut through_root = Vec::new();
    for dir in ["src", "yutnori/src", "cited/src", "session/src"] {
        let lib = std::fs::read_to_string(root.join(dir).join("lib.rs")).unwrap();
        // The names the crate root defines (not re-exports): `pub enum SessionError`.
        let own: Vec<&str> = lib
            .lines()
            .filter_map(|l| {
                let mut words = l.trim_start().trim_start_matches("pub ").split_whitespace();
                matches!(
                    words.next()?,
                    "struct" | "enum" | "trait" | "type" | "const"
                )
                .then(|| words.next())?
                .map(|n| n.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '_'))
            })
            .collect();
        let re_export =
            |item: &str| item.starts_with(|c: char| c.is_ascii_uppercase()) && !own.contains(&item);
        let mut files = Vec::new();
        rust_files(&root.join(dir), &mut files);
        for file in &files {
            let text = std::fs::read_to_string(file).unwrap();
            let mut in_group = false;
            for (i, line) in text.lines().enumerate() {
                let code = line.trim_start();
                let items = if let Some(group) = code.strip_prefix("use crate::{") {
                    in_group = !group.contains("};");
                    group
                } else if let Some(path) = code.strip_prefix("use crate::") {
                    // `use crate::Name;` or `use crate::Name::…`; a module path is fine.
                    path.split([':', ';', ' ']).next().unwrap_or("")
                } else if in_group {
                    in_group = !code.contains("};");
                    code
                } else {
                    continue;
                };
                // Only the group's own items: a nested `module::{…}` names a module.
                let mut flat = String::new();
                let mut depth = 0;
                for c in items.chars() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ if depth <= 0 => flat.push(c),
                        _ => {}
                    }
                }
                let mut top = flat.split(',').map(|t| t.trim().trim_end_matches(';'));
                if top.any(re_export) {
                    through_root.push(format!("{}:{}: {code}", file.display(), i + 1));
                }
            }
        }
    }
    assert!(through_root.is_empty(), "{}", through_root.join("\n"));
}
