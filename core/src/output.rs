//! Writing the files a user asks for (`report=`, `svg=`, the benchmark's
//! tables) without touching any other.
//!
//! A regular file is replaced atomically: the contents go to a temporary
//! file beside it, which is renamed over it once complete, so that a reader
//! (or a failed write) never sees half a report. A path that names anything
//! else — `/dev/null`, `/dev/stdout`, a FIFO, a terminal — is written
//! through, as a shell redirection would: renaming over it would replace a
//! device node with a regular file for the whole machine. A symbolic link
//! is followed, so the file it points to is replaced and the link stays.
//! `-` is standard output, as for LLVM's `-o -`. Every write error (a full
//! disk, `/dev/full`, a directory) is returned.

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
};

/// Writes `contents` to `path` (see the module documentation).
pub fn write_output(path: impl AsRef<Path>, contents: &[u8]) -> io::Result<()> {
    let path = path.as_ref();
    if path == Path::new("-") {
        let mut out = io::stdout().lock();
        out.write_all(contents)?;
        return out.flush();
    }
    match fs::metadata(path) {
        Ok(meta) if meta.is_dir() => Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            "it is a directory",
        )),
        Ok(meta) if !meta.is_file() => {
            let mut file = fs::OpenOptions::new().write(true).open(path)?;
            file.write_all(contents)?;
            file.flush()
        }
        Ok(_) => replace_atomically(&fs::canonicalize(path)?, contents),
        Err(e) if e.kind() == io::ErrorKind::NotFound => replace_atomically(path, contents),
        Err(e) => Err(e),
    }
}

/// Writes a temporary file beside `path` and renames it over `path`; the
/// temporary file is removed when anything fails.
fn replace_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let tmp = temporary_path(path);
    let written = (|| {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(contents)?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
}

/// `dir/.name.tmp<pid>`: hidden, in the same directory (a rename does not
/// cross file systems), and distinct per process.
fn temporary_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.tmp{}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A directory of its own for one test, removed when it is dropped.
    fn scratch() -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix("hyperoffload-output-")
            .tempdir()
            .unwrap()
    }

    #[test]
    fn regular_files_are_replaced_and_no_temporary_stays() {
        let dir = scratch();
        let path = dir.path().join("report.json");
        write_output(&path, b"one").unwrap();
        write_output(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        let leftovers: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }

    #[test]
    fn a_symbolic_link_is_followed_and_kept() {
        let dir = scratch();
        let target = dir.path().join("target.svg");
        let link = dir.path().join("link.svg");
        fs::write(&target, b"old").unwrap();
        let _ = fs::remove_file(&link);
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_output(&link, b"new").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&target).unwrap(), b"new");
    }

    #[test]
    fn a_dash_is_standard_output_and_no_file() {
        let existed = Path::new("-").exists();
        write_output("-", b"").unwrap();
        let made = !existed && Path::new("-").exists();
        if made {
            let _ = fs::remove_file("-");
        }
        assert!(!made, "write_output(\"-\") made a file named -");
    }

    #[test]
    fn device_nodes_are_written_through_and_stay_devices() {
        write_output("/dev/null", b"discarded").unwrap();
        let meta = fs::metadata("/dev/null").unwrap();
        assert!(!meta.is_file(), "/dev/null became a regular file");
    }

    #[test]
    fn write_errors_are_returned() {
        if Path::new("/dev/full").exists() {
            let err = write_output("/dev/full", b"lost").unwrap_err();
            assert_eq!(err.raw_os_error(), Some(28), "{err}"); // ENOSPC
        }
        let scratch = scratch();
        let dir = scratch.path().join("a-directory");
        fs::create_dir_all(&dir).unwrap();
        assert!(write_output(&dir, b"x").is_err());
        assert!(write_output(scratch.path().join("missing/dir/file"), b"x").is_err());
    }
}
