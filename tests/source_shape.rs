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
